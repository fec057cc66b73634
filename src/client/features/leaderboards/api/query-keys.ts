/** The rankings' query keys, all under 'rankings': a "rankings moved" event invalidates them by prefix. */
import type { TBoardPeriod, TBoardTab } from '#shared/validation/leaderboards';

export type RankingPeriod = 'week' | 'month';

export const rankingsQueryKeys = {
  all: ['rankings'] as const,
  list: (athleteId: string, period: RankingPeriod, limit: number) =>
    ['rankings', period, athleteId, limit] as const,
  /** A Player Rankings board (docs/product.md, Player Rankings). */
  board: (athleteId: string, tab: TBoardTab, period: TBoardPeriod, birthYear: number | null) =>
    ['rankings', 'board', athleteId, tab, period, birthYear] as const,
  /** Whether an athlete is hidden from other families' boards: the family's own setting, not live. */
  privacy: (athleteId: string) => ['rankings-privacy', athleteId] as const,
};
