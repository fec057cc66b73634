import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditPage } from '#shared/validation/audit';
import { api } from '#client/lib/api';

export const auditQueryKey = ['admin', 'audit'] as const;

/** What the audit page filters by; empty strings are no filter. */
export type AuditFilterValues = { action: string; actor: string; from: string; to: string };

/** The query string of these filters, for the page and for the CSV link. */
export function auditFilterQuery(filters: AuditFilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params.toString();
}

/** The audit log, newest first, 25 at a time, with the filters. */
export function useAuditLog(filters: AuditFilterValues) {
  const query = auditFilterQuery(filters);
  return useInfiniteQuery({
    queryKey: [...auditQueryKey, query],
    queryFn: ({ pageParam }) => api.get<TAuditPage>(`/api/v1/admin/audit?limit=25${query ? `&${query}` : ''}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
