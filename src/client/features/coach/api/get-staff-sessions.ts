import { useQuery } from '@tanstack/react-query';
import type { TStaffSessions } from '#shared/validation/sessions';
import { api } from '#client/lib/api';
import { coachQueryKeys } from './query-keys';

/** The sessions of the academy days [from, from + days), in order (coaches and admins). */
export function useStaffSessions(from: string, days: number) {
  return useQuery({
    queryKey: coachQueryKeys.sessions(from, days),
    queryFn: () => api.get<TStaffSessions>(`/api/v1/staff/sessions?from=${from}&days=${days}`),
    retry: false,
  });
}
