import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAchievementsResponse } from '#shared/validation/achievements';
import { api } from '#client/lib/api';
import { achievementsQueryKeys } from './query-keys';

export const achievementsQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: achievementsQueryKeys.list(athleteId),
    queryFn: () =>
      api.get<TAchievementsResponse>(`/api/v1/achievements?athleteId=${encodeURIComponent(athleteId)}`),
  });

/** Every achievement with the athlete's progress (locked or unlocked), and the count unlocked. */
export function useAchievements(athleteId: string | undefined) {
  return useQuery({ ...achievementsQueryOptions(athleteId ?? ''), enabled: Boolean(athleteId) });
}
