import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TThreadMessage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** The family writes in its own thread. */
export function usePostMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<{ message: TThreadMessage }>(`/api/v1/conversations/${encodeURIComponent(conversationId)}/messages`, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.thread(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.conversations });
    },
  });
}
