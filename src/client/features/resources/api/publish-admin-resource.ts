import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminResourceResponse } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** Publishes or unpublishes a resource (admin): families see only published ones. */
export function usePublishAdminResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      api.post<TAdminResourceResponse>(`/api/v1/admin/resources/${encodeURIComponent(id)}/${isPublished ? 'publish' : 'unpublish'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKeys.all }),
  });
}
