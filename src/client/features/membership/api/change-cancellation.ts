import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMembership } from '#shared/validation/membership';
import { api } from '#client/lib/api';
import { billingHistoryQueryKey } from './get-billing-history';
import { membershipQueryKey } from './get-membership';

/** The test provider's portal: cancel one membership at the end of its period, or resume it before it ends. */
export async function changeCancellation({ action, membershipId }: { action: 'cancel' | 'resume'; membershipId: string }): Promise<TMembership> {
  return (await api.post<{ membership: TMembership }>(`/api/v1/membership/${action}`, { membershipId })).membership;
}

export function useChangeCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCancellation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingHistoryQueryKey }),
      ]),
  });
}
