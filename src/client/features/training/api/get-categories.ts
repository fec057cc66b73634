import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategorySummary } from '#shared/validation/training';
import { api } from '#client/lib/api';
import { athleteQuery, trainingQueryKeys } from './query-keys';

export const categoriesQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: trainingQueryKeys.categories(athleteId),
    queryFn: async () =>
      (
        await api.get<{ categories: TCategorySummary[] }>(
          `/api/v1/training/categories?${athleteQuery(athleteId)}`,
        )
      ).categories,
  });

/** The training categories with the athlete's "N of M lessons completed". */
export function useCategories(athleteId: string | undefined) {
  return useQuery({ ...categoriesQueryOptions(athleteId ?? ''), enabled: Boolean(athleteId) });
}
