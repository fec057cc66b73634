import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** An admin hides a message from the family (never deleted; audited on the server). */
export function useHideMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api.post<{ success: true }>(`/api/v1/staff/messages/${encodeURIComponent(messageId)}/hide`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.staffThread(conversationId) }),
  });
}
