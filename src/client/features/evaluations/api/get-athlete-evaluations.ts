import { useQuery } from '@tanstack/react-query';
import type { TStaffEvaluations } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

/** One athlete's evaluations for staff: the draft, the published ones and their earlier versions. */
export function useAthleteEvaluations(athleteId: string) {
  return useQuery({
    queryKey: evaluationQueryKeys.athlete(athleteId),
    queryFn: () => api.get<TStaffEvaluations>(`/api/v1/coach/athletes/${encodeURIComponent(athleteId)}/evaluations`),
    retry: false,
  });
}
