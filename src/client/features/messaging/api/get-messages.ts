import { useQuery } from '@tanstack/react-query';
import type { TFamilyMessagesPage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';

export const familyMessagesQueryKey = ['messages', 'academy'] as const;

/** The family's newest messages from the academy, with how many are unread. */
export function useAcademyMessages(limit = 5) {
  return useQuery({
    queryKey: [...familyMessagesQueryKey, limit],
    queryFn: () => api.get<TFamilyMessagesPage>(`/api/v1/messages?limit=${limit}`),
  });
}
