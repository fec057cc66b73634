import { useQuery } from '@tanstack/react-query';
import type { TStaffWeeklyPlans } from '#shared/validation/weekly-plans';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** The plans running today or later, each athlete done, started or not started (coaches and admins). */
export function useStaffPlans() {
  return useQuery({
    queryKey: coachingQueryKeys.staffPlans(),
    queryFn: () => api.get<TStaffWeeklyPlans>('/api/v1/staff/weekly-plans'),
    retry: false,
  });
}
