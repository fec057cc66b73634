import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TBillingEventsPage } from '#shared/validation/membership';
import { api } from '#client/lib/api';

export const billingHistoryQueryKey = ['membership', 'history'] as const;
const PAGE_SIZE = 10;

export const billingHistoryQueryOptions = infiniteQueryOptions({
  queryKey: billingHistoryQueryKey,
  queryFn: ({ pageParam }) =>
    api.get<TBillingEventsPage>(`/api/v1/membership/history?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** Usage History: the family's billing events, newest first. */
export function useBillingHistory(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...billingHistoryQueryOptions, enabled: options.enabled ?? true });
}
