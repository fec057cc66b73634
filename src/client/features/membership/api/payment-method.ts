import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentMethodResponse, TReplaceCardRequest } from '#shared/validation/payment-method';
import { api } from '#client/lib/api';
import { billingHistoryQueryKey } from './get-billing-history';
import { membershipQueryKey } from './get-membership';
import { paymentsQueryKey } from './get-payments';

/** Under the membership's key, so a live 'membership' event (a renewal, a decline) refreshes it too. */
export const paymentMethodQueryKey = (membershipId: string) => [...membershipQueryKey, 'payment-method', membershipId] as const;

/** The card a test-provider membership renews with: brand and last 4 (decision 044). */
export function usePaymentMethod(membershipId: string) {
  return useQuery({
    queryKey: paymentMethodQueryKey(membershipId),
    queryFn: () => api.get<TPaymentMethodResponse>(`/api/v1/membership/${encodeURIComponent(membershipId)}/payment-method`),
  });
}

/** Replaces it; a past-due renewal is tried with the new card at once (the answer's `renewal`). */
export function useReplaceCard(membershipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TReplaceCardRequest) => api.put<TPaymentMethodResponse>(`/api/v1/membership/${encodeURIComponent(membershipId)}/payment-method`, card),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
      ]),
  });
}
