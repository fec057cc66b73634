import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurriculumResponse } from '#shared/validation/curriculum';
import { api } from '#client/lib/api';
import { athleteQuery, trainingQueryKeys } from './query-keys';

// Under the training prefix, so a completed lesson (which refreshes training) refreshes it too.
export const curriculumQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: [...trainingQueryKeys.all, 'curriculum', athleteId],
    queryFn: async () =>
      (await api.get<TCurriculumResponse>(`/api/v1/training/curriculum?${athleteQuery(athleteId)}`))
        .levels,
  });

/** The curriculum's levels and modules with the athlete's progress; idle without an athlete. */
export function useCurriculum(athleteId: string | undefined) {
  return useQuery({ ...curriculumQueryOptions(athleteId ?? ''), enabled: Boolean(athleteId) });
}
