import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRAINING_UPDATES_ID } from '#shared/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** The family has seen a thread (or Training Updates): its unread count and the badge go down. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ unreadCount: number; totalUnread: number }>(
        id === TRAINING_UPDATES_ID ? '/api/v1/conversations/training-updates/read' : `/api/v1/conversations/${encodeURIComponent(id)}/read`,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'academy'] });
    },
  });
}
