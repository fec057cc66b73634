import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvaluation } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

/** Publishes a draft: the family sees it and is notified once. */
export function usePublishEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (evaluationId: string) => (await api.post<{ evaluation: TEvaluation }>(`/api/v1/coach/evaluations/${encodeURIComponent(evaluationId)}/publish`)).evaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationQueryKeys.all }),
  });
}
