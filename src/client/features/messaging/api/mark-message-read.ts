import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFamilyMessage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** Opening a message on the dashboard reads its thread up to it: the lists and the badge refresh. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: TFamilyMessage }>(`/api/v1/messages/${encodeURIComponent(id)}/read`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.all }),
  });
}
