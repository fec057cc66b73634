import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditPage } from '#shared/validation/audit';
import { api } from '#client/lib/api';

export const auditQueryKey = ['admin', 'audit'] as const;

/** The audit log, newest first, 25 at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditQueryKey,
    queryFn: ({ pageParam }) => api.get<TAuditPage>(`/api/v1/admin/audit?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
