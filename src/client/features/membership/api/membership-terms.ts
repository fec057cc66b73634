import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMembershipTerms, TMembershipTermsResponse, TPauseRequest, TWithdrawRequest } from '#shared/validation/membership-terms';
import { api } from '#client/lib/api';
import { membershipQueryKey } from './get-membership';
import { useMembershipMutation } from './membership-mutation';

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

export const usePauseMembership = () => useMembershipMutation((body: TPauseRequest) => api.post<TMembershipTermsResponse>('/api/v1/membership/pause', body));
export const useResumeFromBreak = () => useMembershipMutation((membershipId: string) => api.post<TMembershipTermsResponse>('/api/v1/membership/pause/resume', { membershipId }));
export const useWithdrawMembership = () => useMembershipMutation((body: TWithdrawRequest) => api.post<{ terms: TMembershipTerms }>('/api/v1/membership/withdraw', body));
