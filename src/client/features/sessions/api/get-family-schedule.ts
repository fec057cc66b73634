import { queryOptions, useQuery } from '@tanstack/react-query';
import { academyDate } from '#shared/progress/time';
import type { TFamilySchedule, TSessionsRemaining } from '#shared/validation/sessions';
import { api } from '#client/lib/api';
import { sessionsQueryKeys } from './query-keys';

/** How far ahead the schedule page and the dashboard's card look. */
export const SCHEDULE_DAYS = 28;

/**
 * An athlete as the schedule shows them. `remaining` is added to GET /api/v1/sessions by the
 * sessions-remaining work (issue 38, point 4); until then it is absent and nothing is shown.
 */
export type ScheduleAthlete = TFamilySchedule['athletes'][number] & { remaining?: TSessionsRemaining | null };
export type ScheduleSession = ScheduleAthlete['sessions'][number];

export function familyScheduleQueryOptions(from: string, days = SCHEDULE_DAYS) {
  return queryOptions({
    queryKey: sessionsQueryKeys.family(from, days),
    queryFn: () => api.get<{ athletes: ScheduleAthlete[] }>(`/api/v1/sessions?from=${from}&days=${days}`),
  });
}

/** The family's training athletes with their sessions from today (the academy's date) for four weeks. */
export function useFamilySchedule(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...familyScheduleQueryOptions(academyDate(new Date())), enabled: options.isEnabled ?? true });
}
