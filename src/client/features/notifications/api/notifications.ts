import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationPreferences, TPushSubscription, TPushSubscriptionInput } from '#shared/validation/notifications';
import { api } from '#client/lib/api';

export const notificationsQueryKeys = { preferences: ['notifications', 'preferences'] as const };

export async function getPushKey(): Promise<string> {
  return (await api.get<{ publicKey: string }>('/api/v1/notifications/push-key')).publicKey;
}

export async function saveSubscription(input: TPushSubscriptionInput): Promise<TPushSubscription> {
  return (await api.post<{ subscription: TPushSubscription }>('/api/v1/notifications/subscriptions', input)).subscription;
}

export async function deleteSubscription(id: string): Promise<void> {
  await api.delete(`/api/v1/notifications/subscriptions/${encodeURIComponent(id)}`);
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationsQueryKeys.preferences,
    queryFn: async () => (await api.get<{ preferences: TNotificationPreferences }>('/api/v1/notifications/preferences')).preferences,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: TNotificationPreferences) =>
      (await api.put<{ preferences: TNotificationPreferences }>('/api/v1/notifications/preferences', preferences)).preferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationsQueryKeys.preferences, preferences),
  });
}
