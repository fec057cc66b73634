import { useQuery } from '@tanstack/react-query';
import type { TTestCheckout } from '#shared/validation/membership';
import { api } from '#client/lib/api';

export const testCheckoutQueryKey = (sessionId: string) => ['test-checkout', sessionId] as const;

/** The test provider's hosted checkout session (the owner's only). */
export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: testCheckoutQueryKey(sessionId),
    queryFn: () => api.get<TTestCheckout>(`/api/v1/payments/test-checkout/${encodeURIComponent(sessionId)}`),
    staleTime: 0,
  });
}
