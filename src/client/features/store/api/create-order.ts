import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrderStarted, TStoreOrderInput } from '#shared/validation/store';
import { api } from '#client/lib/api';
import { storeQueryKey } from './query-keys';

/** Orders a quantity of a size for one athlete: the server holds it and answers the checkout's url. */
export const createOrder = (input: TStoreOrderInput) =>
  api.post<TOrderStarted>('/api/v1/store/orders', input);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // A size may have sold out meanwhile: the stock shown is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeQueryKey }),
  });
}
