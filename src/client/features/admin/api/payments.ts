import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminPaymentsPage, TCreditRequest, TCreditResponse, TRefundRequest, TRefundResponse } from '#shared/validation/billing';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';

export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

/** Every family's payments, newest first, 20 at a time (decision 079). */
export function useAdminPayments() {
  return useInfiniteQuery({
    queryKey: adminPaymentsQueryKey,
    queryFn: ({ pageParam }) => api.get<TAdminPaymentsPage>(`/api/v1/admin/payments?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A refund, whole or part, through the payment provider. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...input }: TRefundRequest & { paymentId: string }) => api.post<TRefundResponse>(`/api/v1/admin/payments/${encodeURIComponent(paymentId)}/refunds`, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}

/** A credit that comes off the family's next charge. */
export function useGrantCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ familyId, ...input }: TCreditRequest & { familyId: string }) => api.post<TCreditResponse>(`/api/v1/admin/families/${encodeURIComponent(familyId)}/credits`, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}

/** The accountant's CSV for a date range: a plain download link (the browser sends the session cookie). */
export const paymentsCsvUrl = (from: string, to: string) => `/api/v1/admin/payments.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
