import { useQuery } from '@tanstack/react-query';
import type { TResourcePreviewResponse } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** Title, summary and opening of a resource, for anyone; says whether the viewer has Pro. */
export function useResourcePreview(slug: string) {
  return useQuery({
    queryKey: resourcesQueryKeys.preview(slug),
    queryFn: () => api.get<TResourcePreviewResponse>(`/api/v1/resources/${encodeURIComponent(slug)}/preview`),
    retry: false,
  });
}
