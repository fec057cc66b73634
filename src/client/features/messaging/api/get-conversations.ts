import { useQuery } from '@tanstack/react-query';
import type { TConversationList } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** The family's conversations (support, coach, Training Updates) with unread counts. */
export function useConversations(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: messagingQueryKeys.conversations,
    queryFn: () => api.get<TConversationList>('/api/v1/conversations'),
    enabled: options.isEnabled ?? true,
  });
}
