import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlanNudgeResult, TStaffWeeklyPlans } from '#shared/validation/weekly-plans';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** The one-tap nudge: the family is reminded in its Coach thread, once a day; the row shows it at once. */
export function useNudgeAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, athleteId }: { planId: string; athleteId: string }) =>
      api.post<TPlanNudgeResult>(`/api/v1/staff/weekly-plans/${encodeURIComponent(planId)}/nudges/${encodeURIComponent(athleteId)}`),
    onSuccess: (_result, { planId, athleteId }) =>
      queryClient.setQueryData<TStaffWeeklyPlans>(coachingQueryKeys.staffPlans(), (list) =>
        list && {
          ...list,
          plans: list.plans.map((p) => (p.id === planId ? { ...p, athletes: p.athletes.map((a) => (a.athleteId === athleteId ? { ...a, isNudgedToday: true } : a)) } : p)),
        },
      ),
  });
}
