import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAudience, TAudienceChoices } from '#shared/validation/audiences';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** The groups staff may write to, each with how many families it reaches now. */
export function useAudiences(isEnabled: boolean) {
  return useQuery({
    queryKey: messagingQueryKeys.audiences,
    queryFn: () => api.get<TAudienceChoices>('/api/v1/staff/audiences'),
    enabled: isEnabled,
  });
}

/** Staff write to every family of a group (the mass messages' 3 an hour). */
export function useAudienceMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { audience: TAudience; subject?: string | undefined; body: string; isUrgent: boolean }) =>
      api.post<{ sent: number }>('/api/v1/staff/messages/audience', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.inbox }),
  });
}
