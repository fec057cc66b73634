import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTestCardRequest } from '#shared/validation/membership';
import type { TStoreTestCheckout } from '#shared/validation/store';
import { api } from '#client/lib/api';
import { storeCheckoutQueryKey } from './query-keys';

const base = (sessionId: string) => `/api/v1/store/checkout/${encodeURIComponent(sessionId)}`;

/** The test provider's checkout for an order (the owner's only). */
export function useStoreTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: storeCheckoutQueryKey(sessionId),
    queryFn: () => api.get<TStoreTestCheckout>(base(sessionId)),
    staleTime: 0,
    retry: false,
  });
}

export function usePayStoreCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; card: TTestCardRequest }) =>
      api.post<{ url: string }>(`${base(input.sessionId)}/pay`, input.card),
    // Paid or declined, the stock, the orders and the payments all changed.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useCancelStoreCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.post<{ url: string }>(`${base(sessionId)}/cancel`),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
