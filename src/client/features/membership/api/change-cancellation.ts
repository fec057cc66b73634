import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMembership } from '#shared/validation/membership';
import { api } from '#client/lib/api';
import { billingHistoryQueryKey } from './get-billing-history';
import { membershipQueryKey } from './get-membership';

/** The test provider's portal: cancel at the end of the period, or resume before it ends. */
export async function changeCancellation(action: 'cancel' | 'resume'): Promise<TMembership> {
  return (await api.post<{ membership: TMembership }>(`/api/v1/membership/${action}`)).membership;
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
