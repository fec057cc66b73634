import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_TOP } from '#shared/rankings';
import type { TRankingResponse } from '#shared/validation/achievements';
import { api } from '#client/lib/api';
import { type RankingPeriod, rankingsQueryKeys } from './query-keys';

export const rankingsQueryOptions = (athleteId: string, period: RankingPeriod, limit: number) =>
  queryOptions({
    queryKey: rankingsQueryKeys.list(athleteId, period, limit),
    queryFn: () =>
      api.get<TRankingResponse>(
        `/api/v1/rankings?athleteId=${encodeURIComponent(athleteId)}&period=${period}&limit=${limit}`,
      ),
  });

/**
 * The top `limit` athletes by XP this week or month, and the athlete's own row when outside it.
 * The dashboard does not use it (its rankings come with the dashboard's one request); the full
 * rankings page does.
 */
export function useRankings(
  athleteId: string | undefined,
  { period = 'week', limit = DASHBOARD_TOP }: { period?: RankingPeriod; limit?: number } = {},
) {
  return useQuery({ ...rankingsQueryOptions(athleteId ?? '', period, limit), enabled: Boolean(athleteId) });
}
