import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** Staff write to one family (its Academy Support thread). */
export function useMessageFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; body: string; isUrgent: boolean }) =>
      api.post<{ id: string }>(`/api/v1/staff/families/${encodeURIComponent(input.userId)}/messages`, { body: input.body, isUrgent: input.isUrgent }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.inbox }),
  });
}

/** Staff write to every family the search finds (at most 3 an hour). */
export function useMassMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { q?: string | undefined; body: string; isUrgent: boolean }) => api.post<{ sent: number }>('/api/v1/staff/messages/mass', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.inbox }),
  });
}
