import { queryOptions, useQuery } from '@tanstack/react-query';
import { academyDate } from '#shared/progress/time';
import type { TFamilySchedule } from '#shared/validation/sessions';
import { api } from '#client/lib/api';

/** Every family-schedule query starts with this key: a 'sessions' live event refreshes them all. */
export const comingSessionsQueryKey = ['sessions', 'coming'] as const;

/** How far ahead the member portal looks. */
const PORTAL_DAYS = 14;

export function comingSessionsQueryOptions(today: string) {
  return queryOptions({
    queryKey: [...comingSessionsQueryKey, today],
    queryFn: () => api.get<TFamilySchedule>(`/api/v1/sessions?from=${today}&days=${PORTAL_DAYS}`),
  });
}

/** The family's training athletes with their sessions of the next two weeks (issue 38, point 8). */
export function useComingSessions() {
  return useQuery(comingSessionsQueryOptions(academyDate(new Date())));
}
