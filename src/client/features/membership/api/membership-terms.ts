import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMembershipTerms, TMembershipTermsResponse, TPauseRequest, TWithdrawRequest } from '#shared/validation/membership-terms';
import { api } from '#client/lib/api';
import { billingHistoryQueryKey } from './get-billing-history';
import { membershipQueryKey } from './get-membership';
import { paymentsQueryKey } from './get-payments';

/** Under the membership's key, so a live 'membership' event and every membership change refresh it too. */
export const membershipTermsQueryKey = [...membershipQueryKey, 'terms'] as const;

export const membershipTermsQueryOptions = queryOptions({
  queryKey: membershipTermsQueryKey,
  queryFn: () => api.get<TMembershipTermsResponse>('/api/v1/membership/terms'),
});

/** Each membership's commitment end, the balance an early withdrawal owes, and its break (decision 042). */
export function useMembershipTerms() {
  return useQuery(membershipTermsQueryOptions);
}

export function useTermsFor(membershipId: string): TMembershipTerms | undefined {
  return useMembershipTerms().data?.terms.find((t) => t.membershipId === membershipId);
}

function useTermsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
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

export const usePauseMembership = () => useTermsMutation((body: TPauseRequest) => api.post<TMembershipTermsResponse>('/api/v1/membership/pause', body));
export const useResumeFromBreak = () => useTermsMutation((membershipId: string) => api.post<TMembershipTermsResponse>('/api/v1/membership/pause/resume', { membershipId }));
export const useWithdrawMembership = () => useTermsMutation((body: TWithdrawRequest) => api.post<{ terms: TMembershipTerms }>('/api/v1/membership/withdraw', body));
