import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategoryDetail } from '#shared/validation/training';
import { api } from '#client/lib/api';
import { athleteQuery, trainingQueryKeys } from './query-keys';

export const categoryQueryOptions = (categoryId: string, athleteId: string) =>
  queryOptions({
    queryKey: trainingQueryKeys.category(categoryId, athleteId),
    queryFn: () =>
      api.get<CategoryResponse>(`/api/v1/training/categories/${encodeURIComponent(categoryId)}?${athleteQuery(athleteId)}`),
  });

export type CategoryResponse = { category: TCategoryDetail; athleteLevel: number };

/** A category and its lessons, each marked completed or not for the athlete, and the athlete's level. */
export function useCategory(categoryId: string, athleteId: string | undefined) {
  return useQuery({
    ...categoryQueryOptions(categoryId, athleteId ?? ''),
    enabled: Boolean(athleteId),
  });
}
