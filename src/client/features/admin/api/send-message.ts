import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkMessageRequest, TSendMessageRequest } from '#shared/validation/contacts';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';

/** A message to one family (also the churn radar's nudge). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSendMessageRequest) => api.post<{ id: string }>('/api/v1/admin/messages', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}

/** A message to every family the search finds. */
export function useSendBulkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBulkMessageRequest) => api.post<{ sent: number }>('/api/v1/admin/messages/bulk', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}
