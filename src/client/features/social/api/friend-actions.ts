import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRespondRequest, TSocialMessage } from '#shared/validation/social';
import { api } from '#client/lib/api';
import { socialQueryKeys } from './query-keys';

/** After any change the hub's lists are read again (the other family hears it live). */
function useSocialMutation<T>(mutationFn: (input: T) => Promise<TSocialMessage>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: socialQueryKeys.all }) });
}

export function useSendRequest() {
  return useSocialMutation((familyId: string) => api.post<TSocialMessage>('/api/v1/social/requests', { familyId }));
}

export function useSendRequestByEmail() {
  return useSocialMutation((email: string) => api.post<TSocialMessage>('/api/v1/social/requests/by-email', { email }));
}

export function useRespondToRequest() {
  return useSocialMutation(({ id, decision }: { id: string } & TRespondRequest) =>
    api.post<TSocialMessage>(`/api/v1/social/requests/${encodeURIComponent(id)}/respond`, { decision }),
  );
}

export function useCancelRequest() {
  return useSocialMutation((id: string) => api.delete<TSocialMessage>(`/api/v1/social/requests/${encodeURIComponent(id)}`));
}

export function useRemoveFriend() {
  return useSocialMutation((id: string) => api.delete<TSocialMessage>(`/api/v1/social/friends/${encodeURIComponent(id)}`));
}
