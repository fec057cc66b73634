import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMembershipResponse } from '#shared/validation/membership';
import { api } from '#client/lib/api';

export const membershipQueryKey = ['membership'] as const;

export const membershipQueryOptions = queryOptions({
  queryKey: membershipQueryKey,
  queryFn: () => api.get<TMembershipResponse>('/api/v1/membership'),
});

/** The family's membership (null when none), whether a payment is processing, and the provider. */
export function useMembership() {
  return useQuery(membershipQueryOptions);
}
