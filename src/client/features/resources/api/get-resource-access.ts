import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TResourceAccessResponse } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

export const resourceAccessQueryOptions = queryOptions({
  queryKey: resourcesQueryKeys.access(),
  queryFn: () => api.get<TResourceAccessResponse>('/api/v1/resources/access'),
});

/** Whether the family's membership includes the library (active Pro), as the server decides. */
export function useResourceAccess() {
  return useQuery(resourceAccessQueryOptions);
}
