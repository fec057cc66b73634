import { useQuery } from '@tanstack/react-query';
import type { TResourceDetail } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** The whole resource (Pro only: the server refuses anyone else). */
export function useResource(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: resourcesQueryKeys.detail(slug),
    queryFn: async () => (await api.get<{ resource: TResourceDetail }>(`/api/v1/resources/${encodeURIComponent(slug)}`)).resource,
    enabled: isEnabled,
    retry: false,
  });
}

export function downloadPath(slug: string): string {
  return `/api/v1/resources/${encodeURIComponent(slug)}/download`;
}
