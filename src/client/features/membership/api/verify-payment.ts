import type { TVerifyResponse } from '#shared/validation/membership';
import { api } from '#client/lib/api';

/** The success page's verification of a checkout session (the page runs its own retries). */
export function verifyPayment(sessionId: string): Promise<TVerifyResponse> {
  return api.post<TVerifyResponse>('/api/v1/payments/verify', { sessionId });
}
