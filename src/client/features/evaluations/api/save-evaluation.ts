import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvaluation, TEvaluationInput } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

/**
 * Saves the athlete's draft, or, given a published evaluation's id, a correction of it (the
 * earlier version stays for staff).
 */
export function useSaveEvaluation(athleteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, correcting }: { input: TEvaluationInput; correcting?: string }) =>
      (
        await (correcting
          ? api.put<{ evaluation: TEvaluation }>(`/api/v1/coach/evaluations/${encodeURIComponent(correcting)}`, input)
          : api.put<{ evaluation: TEvaluation }>(`/api/v1/coach/athletes/${encodeURIComponent(athleteId)}/evaluations/draft`, input))
      ).evaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.all }),
  });
}
