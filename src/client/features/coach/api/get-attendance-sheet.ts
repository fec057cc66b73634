import { useQuery } from '@tanstack/react-query';
import type { TAttendanceSheet } from '#shared/validation/attendance';
import { api } from '#client/lib/api';
import { coachQueryKeys } from './query-keys';

export const sheetPath = (sessionId: string) => `/api/v1/staff/sessions/${encodeURIComponent(sessionId)}/attendance`;

/** One session's attendance sheet: its roster, each family's reply and mark, and whether it is open. */
export function useAttendanceSheet(sessionId: string) {
  return useQuery({
    queryKey: coachQueryKeys.sheet(sessionId),
    queryFn: () => api.get<TAttendanceSheet>(sheetPath(sessionId)),
    retry: false,
  });
}
