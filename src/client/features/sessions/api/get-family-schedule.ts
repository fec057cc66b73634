import { queryOptions, useQuery } from '@tanstack/react-query';
import { academyDate } from '#shared/progress/time';
import type { TFamilySchedule } from '#shared/validation/sessions';
import { api } from '#client/lib/api';
import { sessionsQueryKeys } from './query-keys';

/** How far ahead the schedule page and the dashboard's card look. */
export const SCHEDULE_DAYS = 28;

/** An athlete as the schedule shows them: first name, group, sessions remaining and coming sessions. */
export type ScheduleAthlete = TFamilySchedule['athletes'][number];
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
