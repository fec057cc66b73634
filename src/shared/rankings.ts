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

/**
 * The Player Rankings page's boards (docs/product.md, Player Rankings): each reads one kind of
 * maintained period total (`xp_period_totals.period_type`).
 */
export const BOARDS = ['weekend', 'performance', 'weekly', 'monthly', 'all-time'] as const;
export type Board = (typeof BOARDS)[number];

/** How many places each board lists (spec: weekend 15, weekly and monthly 20, all-time 50). */
export const BOARD_TOP: Record<Board, number> = { weekend: 15, performance: 20, weekly: 20, monthly: 20, 'all-time': 50 };

/** The period total each board reads. */
export const BOARD_PERIOD_TYPE = { weekend: 'weekend', performance: 'skill', weekly: 'week', monthly: 'month', 'all-time': 'all' } as const;
export type BoardPeriodType = (typeof BOARD_PERIOD_TYPE)[Board];

/** A rank at or above this place carries the "Top 10" status. */
export const TOP_STATUS_PLACES = 10;

/** The all-time total's one period: every award since the academy began lands in it. */
export const ALL_TIME_START = '2000-01-01';

/**
 * Skill work for the Performance board: XP from a lesson's measured routine and from completed
 * timed challenges. Lesson completions, practice days, achievements and competition bonuses are
 * participation, and stay out.
 */
export const SKILL_REFERENCE_TYPES: readonly string[] = ['lesson-measurement', 'challenge'];

/** The birth years the board filter offers (the academy trains athletes born 2014-2017). */
export const RANKING_BIRTH_YEARS = [2014, 2015, 2016, 2017] as const;

/**
 * The Friday that starts the academy weekend containing, or last before, an academy date
 * (YYYY-MM-DD): Friday, Saturday and Sunday are the weekend; Monday to Thursday look back to the
 * last one.
 */
export function weekendStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday, 5 = Friday
  const back = (weekday + 2) % 7; // Friday 0, Saturday 1, Sunday 2, Monday 3 ... Thursday 6
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) - back * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

/** Whether an academy date falls on a weekend day (Friday 00:00 to Sunday 23:59). */
export function isWeekendDate(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6 || weekday === 0;
}
