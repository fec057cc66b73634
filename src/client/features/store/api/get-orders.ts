import { useQuery } from '@tanstack/react-query';
import type { TStoreOrder } from '#shared/validation/store';
import { api } from '#client/lib/api';
import { storeOrdersQueryKey } from './query-keys';

/** The family's store orders, newest first (Profile > Billing). */
export function useStoreOrders() {
  return useQuery({
    queryKey: storeOrdersQueryKey,
    queryFn: async () => (await api.get<{ orders: TStoreOrder[] }>('/api/v1/store/orders')).orders,
  });
}
