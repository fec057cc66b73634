import { useQuery } from '@tanstack/react-query';
import type { TStoreOrder } from '#shared/validation/store';
import { api } from '#client/lib/api';
import { storeOrderQueryKey } from './query-keys';

/** One of the family's orders (the page the checkout returns to); asked again while it waits for payment. */
export function useStoreOrder(orderId: string | null) {
  return useQuery({
    queryKey: storeOrderQueryKey(orderId ?? ''),
    queryFn: () =>
      api.get<TStoreOrder>(`/api/v1/store/orders/${encodeURIComponent(orderId ?? '')}`),
    enabled: Boolean(orderId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}
