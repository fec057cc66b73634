import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminResourceResponse, TResourceInput } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** Creates (no id) or edits a resource (admin). */
export function useSaveAdminResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TResourceInput }) =>
      id
        ? api.put<TAdminResourceResponse>(`/api/v1/admin/resources/${encodeURIComponent(id)}`, input)
        : api.post<TAdminResourceResponse>('/api/v1/admin/resources', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKeys.all }),
  });
}
