import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingHistoryQueryKey } from './get-billing-history';
import { membershipQueryKey } from './get-membership';
import { paymentsQueryKey } from './get-payments';

/**
 * A change to a membership (cancel, resume, pause, withdraw, change plan, replace the card): once it
 * succeeds, the memberships and everything kept under their key (terms, plan options, the card), the
 * billing history and the payments are read again.
 */
export function useMembershipMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
      ]),
  });
}
