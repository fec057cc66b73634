import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMembershipType } from '#shared/validation/membership';
import { api } from '#client/lib/api';

export const membershipTypesQueryOptions = queryOptions({
  queryKey: ['membership', 'types'] as const,
  queryFn: async () => (await api.get<{ types: TMembershipType[] }>('/api/v1/membership/types')).types,
  staleTime: 10 * 60_000,
});

/** The four plans, from the server's membership types (the prices the checkout charges). */
export function useMembershipTypes() {
  return useQuery(membershipTypesQueryOptions);
}
