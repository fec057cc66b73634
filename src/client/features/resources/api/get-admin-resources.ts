import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminResourceListResponse } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** Every resource, published or not (admin); a 401 or 403 here is the page's access answer too. */
export function useAdminResources(q: string, page: number) {
  return useQuery({
    queryKey: resourcesQueryKeys.adminList(q, page),
    queryFn: () => api.get<TAdminResourceListResponse>(`/api/v1/admin/resources?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) }).toString()}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
