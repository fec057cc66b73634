import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TResourceListQuery, TResourceListResponse } from '#shared/validation/resources';
import { api } from '#client/lib/api';
import { resourcesQueryKeys } from './query-keys';

export function libraryPath(query: TResourceListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `/api/v1/resources${text ? `?${text}` : ''}`;
}

/** One page of the library (Pro); the previous page stays on screen while the next loads. */
export function useLibrary(query: TResourceListQuery, isEnabled = true) {
  return useQuery({
    queryKey: resourcesQueryKeys.library(query),
    queryFn: () => api.get<TResourceListResponse>(libraryPath(query)),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
