import { useQuery } from '@tanstack/react-query';
import type { TPaymentMethodResponse, TReplaceCardRequest } from '#shared/validation/payment-method';
import { api } from '#client/lib/api';
import { membershipQueryKey } from './get-membership';
import { useMembershipMutation } from './membership-mutation';

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
  return useMembershipMutation((card: TReplaceCardRequest) => api.put<TPaymentMethodResponse>(`/api/v1/membership/${encodeURIComponent(membershipId)}/payment-method`, card));
}
