import { useQuery } from '@tanstack/react-query';
import type { TFamilySearchResponse } from '#shared/validation/social';
import { api } from '#client/lib/api';
import { socialQueryKeys } from './query-keys';

/** The player search: families by the start of a word of their name (asks only for a non-empty text). */
export function useFamilySearch(q: string) {
  return useQuery({
    queryKey: socialQueryKeys.search(q),
    queryFn: () => api.get<TFamilySearchResponse>(`/api/v1/social/search?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
  });
}
