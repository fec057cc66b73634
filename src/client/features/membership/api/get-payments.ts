import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPaymentsPage } from '#shared/validation/membership';
import { api } from '#client/lib/api';

export const paymentsQueryKey = ['payments'] as const;
const PAGE_SIZE = 10;

export const paymentsQueryOptions = infiniteQueryOptions({
  queryKey: paymentsQueryKey,
  queryFn: ({ pageParam }) =>
    api.get<TPaymentsPage>(`/api/v1/payments?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** The family's payments, newest first, a page at a time. */
export function usePayments() {
  return useInfiniteQuery(paymentsQueryOptions);
}
