import { useQuery } from '@tanstack/react-query';
import type { TReceipt } from '#shared/validation/membership';
import { api } from '#client/lib/api';

export const receiptPdfUrl = (paymentId: string) => `/api/v1/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;

/** One paid charge's receipt (the family's own; 404 otherwise). */
export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: ['payments', 'receipt', paymentId],
    queryFn: () => api.get<TReceipt>(`/api/v1/payments/${encodeURIComponent(paymentId)}/receipt`),
    // A receipt never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
