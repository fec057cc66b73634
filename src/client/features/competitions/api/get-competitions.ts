import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompetitionsResponse } from '#shared/validation/competitions';
import { api } from '#client/lib/api';
import { competitionsQueryKeys } from './query-keys';

export const competitionsQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: competitionsQueryKeys.list(athleteId),
    // The server creates the month's competitions on the first ask, so this is never empty for long.
    queryFn: () => api.get<TCompetitionsResponse>(`/api/v1/competitions?athleteId=${encodeURIComponent(athleteId)}`),
  });

/** This month's, next month's and recently ended competitions, with the athlete's entries. */
export function useCompetitions(athleteId: string | undefined) {
  return useQuery({ ...competitionsQueryOptions(athleteId ?? ''), enabled: Boolean(athleteId) });
}
