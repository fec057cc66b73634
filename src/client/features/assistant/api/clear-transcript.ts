import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { assistantQueryKeys } from './query-keys';

/** Clear Chat: deletes the family's transcript on the server. */
export function useClearTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deleted: number }>('/api/v1/assistant/messages'),
    onSuccess: () => queryClient.resetQueries({ queryKey: assistantQueryKeys.transcript }),
  });
}
