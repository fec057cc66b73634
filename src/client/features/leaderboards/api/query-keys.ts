/** The rankings' query keys, all under 'rankings': a "rankings moved" event invalidates them by prefix. */
export type RankingPeriod = 'week' | 'month';

export const rankingsQueryKeys = {
  all: ['rankings'] as const,
  list: (athleteId: string, period: RankingPeriod, limit: number) =>
    ['rankings', period, athleteId, limit] as const,
};
