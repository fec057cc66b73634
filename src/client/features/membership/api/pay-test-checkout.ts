import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTestCardRequest } from '#shared/validation/membership';
import { api } from '#client/lib/api';

/** Pays the test checkout with a test card; answers the success page's url. */
export function payTestCheckout(input: { sessionId: string; card: TTestCardRequest }): Promise<{ url: string }> {
  return api.post<{ url: string }>(`/api/v1/payments/test-checkout/${encodeURIComponent(input.sessionId)}/pay`, input.card);
}

/** Leaves the test checkout; the session expires and the answer is /membership. */
export function cancelTestCheckout(sessionId: string): Promise<{ url: string }> {
  return api.post<{ url: string }>(`/api/v1/payments/test-checkout/${encodeURIComponent(sessionId)}/cancel`);
}

export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payTestCheckout,
    // A decline writes a payment row too; everything the family sees about billing is refetched.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useCancelTestCheckout() {
  return useMutation({ mutationFn: cancelTestCheckout });
}
