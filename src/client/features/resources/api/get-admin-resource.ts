import { useQuery } from '@tanstack/react-query';
import type { TAdminResourceResponse } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** One resource with its Markdown, to edit (admin). */
export function useAdminResource(id: string | null) {
  return useQuery({
    queryKey: resourcesQueryKeys.adminOne(id ?? ''),
    queryFn: async () => (await api.get<TAdminResourceResponse>(`/api/v1/admin/resources/${encodeURIComponent(id ?? '')}`)).resource,
    enabled: Boolean(id),
  });
}
