import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TThreadMessage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** A coach or admin answers in a family's thread. */
export function useStaffReply(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; isUrgent: boolean }) =>
      api.post<{ message: TThreadMessage }>(`/api/v1/staff/conversations/${encodeURIComponent(conversationId)}/messages`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.staffThread(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.inbox });
    },
  });
}
