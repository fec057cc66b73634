import { useQuery } from '@tanstack/react-query';
import { academyDate } from '#shared/progress/time';
import type { TStaffSessions } from '#shared/validation/sessions';
import { api } from '#client/lib/api';
import { sessionsQueryKeys } from './query-keys';

const STAFF_DAYS = 14;

/** The academy's sessions of the coming two weeks, for coaches and admins. */
export function useStaffSessions(options: { isEnabled?: boolean } = {}) {
  const from = academyDate(new Date());
  return useQuery({
    queryKey: sessionsQueryKeys.staff(from, STAFF_DAYS),
    queryFn: () => api.get<TStaffSessions>(`/api/v1/staff/sessions?from=${from}&days=${STAFF_DAYS}`),
    enabled: options.isEnabled ?? true,
  });
}
