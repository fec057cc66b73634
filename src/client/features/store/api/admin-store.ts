import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminStore, TProductUpdate } from '#shared/validation/store';
import { api } from '#client/lib/api';
import { adminStoreQueryKey, storeQueryKey } from './query-keys';

/** Products with their stock, and the orders to fulfil (admins only; the server checks the role). */
export function useAdminStore() {
  return useQuery({
    queryKey: adminStoreQueryKey,
    queryFn: () => api.get<TAdminStore>('/api/v1/admin/store'),
    retry: false,
  });
}

function useAdminChange<I>(request: (input: I) => Promise<TAdminStore>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (data) => {
      queryClient.setQueryData(adminStoreQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: storeQueryKey });
    },
  });
}

export function useUpdateProduct() {
  return useAdminChange((input: { productId: string; update: TProductUpdate }) =>
    api.patch<TAdminStore>(
      `/api/v1/admin/store/products/${encodeURIComponent(input.productId)}`,
      input.update,
    ),
  );
}

export function useFulfilOrder() {
  return useAdminChange((orderId: string) =>
    api.post<TAdminStore>(`/api/v1/admin/store/orders/${encodeURIComponent(orderId)}/fulfil`),
  );
}
