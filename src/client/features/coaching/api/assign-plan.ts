import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffWeeklyPlan, TWeeklyPlanInput } from '#shared/validation/weekly-plans';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** Assigns a plan; the roster's list is read again after. */
export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TWeeklyPlanInput) => (await api.post<{ plan: TStaffWeeklyPlan }>('/api/v1/staff/weekly-plans', input)).plan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingQueryKeys.staffPlans() }),
  });
}
