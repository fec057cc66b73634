import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export type AdminStatus = { isAuthenticated: boolean; isAdmin: boolean; canInitialize: boolean };

export const adminStatusQueryKey = ['admin', 'status'] as const;

export const adminStatusQueryOptions = queryOptions({
  queryKey: adminStatusQueryKey,
  queryFn: () => api.get<AdminStatus>('/api/v1/admin/status'),
  staleTime: 0,
});

/** For /admin-setup: signed in? admin? may the academy's first admin still be made? */
export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions);
}
