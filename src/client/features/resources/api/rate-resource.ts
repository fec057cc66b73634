import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRateResourceResponse, TResourceDetail } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

/** Rates a resource 1-5; a second rating replaces the family's first. */
export function useRateResource(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => api.put<TRateResourceResponse>(`/api/v1/resources/${encodeURIComponent(slug)}/rating`, { rating }),
    onSuccess: (result) => {
      queryClient.setQueryData<TResourceDetail>(resourcesQueryKeys.detail(slug), (resource) =>
        resource ? { ...resource, rating: result.rating, myRating: result.myRating } : resource,
      );
      void queryClient.invalidateQueries({ queryKey: ['resources', 'library'] });
    },
  });
}
