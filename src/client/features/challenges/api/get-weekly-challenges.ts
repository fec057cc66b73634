import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWeeklyChallengesResponse } from '#shared/validation/challenges';
import { api } from '#client/lib/api';
import { challengesQueryKeys } from './query-keys';

export const weeklyChallengesQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: challengesQueryKeys.weekly(athleteId),
    // The server generates the week's set on the first ask, so this read never comes back empty for long.
    queryFn: () =>
      api.get<TWeeklyChallengesResponse>(`/api/v1/challenges/weekly?athleteId=${encodeURIComponent(athleteId)}`),
  });

/** This week's challenges for the athlete, with the rewards ready to claim. */
export function useWeeklyChallenges(athleteId: string | undefined) {
  return useQuery({ ...weeklyChallengesQueryOptions(athleteId ?? ''), enabled: Boolean(athleteId) });
}
