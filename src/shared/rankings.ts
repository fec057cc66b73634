/**
 * Weekly rankings (docs/product.md, Rankings): by XP earned this academy week, ties broken the
 * same way everywhere (who reached the total first, then a stable id), with the change from last
 * week's final rank.
 */

export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

export type RankingRow = { athleteId: string; xp: number; updatedAt: string };

/** Ranking order: more XP first; equal XP, whoever got there first; then the id, so it never flips. */
export function compareRanking(a: RankingRow, b: RankingRow): number {
  if (a.xp !== b.xp) return b.xp - a.xp;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? -1 : 1;
  return a.athleteId < b.athleteId ? -1 : a.athleteId > b.athleteId ? 1 : 0;
}

export function changeDirection(previousRank: number | null, rank: number): ChangeDirection {
  if (previousRank === null) return 'new';
  if (previousRank > rank) return 'up';
  if (previousRank < rank) return 'down';
  return 'same';
}

/** The dashboard shows the top 10, with the athlete's own row appended when outside it. */
export const DASHBOARD_TOP = 10;
