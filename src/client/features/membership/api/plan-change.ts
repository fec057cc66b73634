import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlanChangeOptions, TPlanChangeRequest, TPlanChangeResult } from '#shared/validation/membership';
import { api } from '#client/lib/api';
import { membershipQueryKey } from './get-membership';
import { useMembershipMutation } from './membership-mutation';

/** Under the membership's key, so a live 'membership' event and every membership change refresh it. */
export const planChangeOptionsQueryKey = (membershipId: string) => [...membershipQueryKey, 'plan-change', membershipId] as const;

export const planChangeOptionsQueryOptions = (membershipId: string) =>
  queryOptions({
    queryKey: planChangeOptionsQueryKey(membershipId),
    queryFn: () => api.get<TPlanChangeOptions>(`/api/v1/membership/plan-change?membershipId=${encodeURIComponent(membershipId)}`),
  });

/** The plans one membership can change to, each with its price now or the date it takes effect (decision 043). */
export function usePlanChangeOptions(membershipId: string, enabled: boolean) {
  return useQuery({ ...planChangeOptionsQueryOptions(membershipId), enabled });
}

/** Changes one membership's plan; the price is the server's, so the request carries none. */
export const useChangePlan = () => useMembershipMutation((body: TPlanChangeRequest) => api.post<TPlanChangeResult>('/api/v1/membership/plan-change', body));

/** Keeps the current plan: drops a downgrade scheduled for the end of the period. */
export const useKeepCurrentPlan = () =>
  useMembershipMutation((membershipId: string) => api.post<TPlanChangeOptions>('/api/v1/membership/plan-change/cancel', { membershipId }));
