/**
 * Streaks on the academy's calendar days (docs/product.md, Progress): the same day changes nothing,
 * the next day adds one, a longer gap starts again at 1; the longest streak follows.
 */
import { daysBetween } from './time';

export type StreakState = { current: number; longest: number; lastActivityDate: string | null };

export type StreakUpdate = StreakState & { hasChanged: boolean; isMilestone: boolean };

/** Every 7 days of streak earns a milestone toast. */
export const STREAK_MILESTONE_DAYS = 7;

export function nextStreak(state: StreakState, today: string): StreakUpdate {
  const { lastActivityDate } = state;
  if (lastActivityDate === today) return { ...state, hasChanged: false, isMilestone: false };
  const gap = lastActivityDate ? daysBetween(lastActivityDate, today) : null;
  if (gap !== null && gap < 0) return { ...state, hasChanged: false, isMilestone: false };
  const current = gap === 1 ? state.current + 1 : 1;
  const longest = Math.max(state.longest, current);
  return {
    current,
    longest,
    lastActivityDate: today,
    hasChanged: true,
    isMilestone: current > state.current && current % STREAK_MILESTONE_DAYS === 0,
  };
}

/** A streak can still be kept when there was no activity yet or the gap is at most 2 days. */
export function canMaintainStreak(lastActivityDate: string | null, today: string): boolean {
  return lastActivityDate === null || daysBetween(lastActivityDate, today) <= 2;
}

/** The streak as shown today: broken streaks (a missed day) read as 0 until the next activity. */
export function displayedStreak(state: StreakState, today: string): number {
  if (!state.lastActivityDate) return 0;
  return daysBetween(state.lastActivityDate, today) <= 1 ? state.current : 0;
}
