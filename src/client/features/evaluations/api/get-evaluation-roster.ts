import { useQuery } from '@tanstack/react-query';
import type { TEvaluationRoster } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

/** Every athlete who trains, with the evaluation due (coaches and admins). */
export function useEvaluationRoster() {
  return useQuery({ queryKey: evaluationQueryKeys.roster(), queryFn: () => api.get<TEvaluationRoster>('/api/v1/coach/evaluations'), retry: false });
}
