import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const adminAccessQueryKey = ['admin', 'access'] as const;

export const adminAccessQueryOptions = queryOptions({
  queryKey: adminAccessQueryKey,
  queryFn: () => api.get<{ role: 'admin' }>('/api/v1/admin/access'),
  staleTime: 0,
  retry: false,
});

/**
 * Whether the signed-in user may open the admin dashboard: 200, or 401 / 403 with their messages
 * (docs/product.md, Messages).
 */
export function useAdminAccess() {
  return useQuery(adminAccessQueryOptions);
}
