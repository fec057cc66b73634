/**
 * Monthly competitions (docs/product.md, Competitions): every academy month has one competition of
 * each type, open from the 1st at midnight in San Diego to the next month's 1st. An athlete joins
 * while it is active; the server counts what the athlete earns from then on.
 */
import { academyDate, academyMidnight, addDays } from './progress/time';

/** The spec's competition types (docs/product.md, Competitions). */
export const COMPETITION_TYPES = ['lessons_completed', 'xp_earned', 'streak_days', 'achievements_unlocked'] as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[number];

/** Status from dates (docs/product.md, Competitions): upcoming before start, ended after end, otherwise active. */
export const COMPETITION_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** The spec's messages (docs/product.md, Competitions). */
export const COMPETITION_MESSAGES = {
  joined: 'Joined Competition',
  joinFailed: 'Failed to join competition',
  loadFailed: 'Failed to load competitions',
  notFound: 'Competition not found',
  notStarted: 'This competition has not started yet. You can join it once it begins.',
  ended: 'This competition has ended. Join one of this month’s competitions instead.',
  alreadyJoined: 'This athlete has already joined this competition.',
} as const;

/** One month's competition of a type: its wording and numbers (the same every month). */
export type CompetitionDefinition = {
  type: CompetitionType;
  /** Shown after the month's name: "November Lesson Marathon". */
  title: string;
  description: string;
  targetValue: number;
  /** The unit the progress counts, for "7 / 12 lessons". */
  unit: string;
  xpReward: number;
  bonusReward: number;
};

/**
 * The monthly catalogue: targets a committed athlete reaches training three or four days a week
 * (a lesson is 10-20 minutes and pays 50-150 XP; docs/product.md, Training).
 */
export const MONTHLY_COMPETITIONS: readonly CompetitionDefinition[] = [
  {
    type: 'lessons_completed',
    title: 'Lesson Marathon',
    description: 'Complete 12 lessons after joining, before the month ends.',
    targetValue: 12,
    unit: 'lessons',
    xpReward: 300,
    bonusReward: 100,
  },
  {
    type: 'xp_earned',
    title: 'XP Hunter',
    description: 'Earn 1,500 XP from training after joining, before the month ends.',
    targetValue: 1500,
    unit: 'XP',
    xpReward: 250,
    bonusReward: 100,
  },
  {
    type: 'streak_days',
    title: 'Streak Master',
    description: 'Reach a 14-day training streak this month.',
    targetValue: 14,
    unit: 'days',
    xpReward: 300,
    bonusReward: 150,
  },
  {
    type: 'achievements_unlocked',
    title: 'Badge Collector',
    description: 'Unlock 3 achievements after joining, before the month ends.',
    targetValue: 3,
    unit: 'badges',
    xpReward: 200,
    bonusReward: 100,
  },
];

/** The unit a type's progress counts. */
export function competitionUnit(type: CompetitionType): string {
  return MONTHLY_COMPETITIONS.find((c) => c.type === type)?.unit ?? '';
}

/** The reward shown (docs/product.md, Competitions): xp_reward plus bonus_reward. */
export function competitionReward(competition: { xpReward: number; bonusReward: number }): number {
  return competition.xpReward + competition.bonusReward;
}

/** Progress percent (docs/product.md, Competitions): capped at 100. */
export function competitionPercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress / target) * 100)));
}

/** Upcoming before start, ended from the end on, otherwise active (docs/product.md, Competitions). */
export function competitionStatus(competition: { startDate: string; endDate: string }, now: Date): CompetitionStatus {
  const at = now.getTime();
  if (at < new Date(competition.startDate).getTime()) return 'upcoming';
  if (at >= new Date(competition.endDate).getTime()) return 'ended';
  return 'active';
}

/** The first day (YYYY-MM-01) of the academy month after the one starting on `month`. */
export function nextMonth(month: string): string {
  return `${addDays(`${month.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
}

/** The instants an academy month runs between: its 1st at midnight Pacific to the next month's. */
export function monthBounds(month: string): { startDate: string; endDate: string } {
  return { startDate: academyMidnight(month).toISOString(), endDate: academyMidnight(nextMonth(month)).toISOString() };
}

/** Next month's competitions are published this many days before it starts, so Upcoming is never empty at a month's end. */
export const UPCOMING_LEAD_DAYS = 7;

/** The months whose competitions should exist at this instant: this one, and the next in its last days. */
export function monthsToGenerate(now: Date): string[] {
  const today = academyDate(now);
  const month = `${today.slice(0, 7)}-01`;
  const next = nextMonth(month);
  return addDays(today, UPCOMING_LEAD_DAYS) >= next ? [month, next] : [month];
}

/** The month's name for a competition's title: "November". */
export function monthName(month: string): string {
  return new Date(`${month.slice(0, 10)}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
}
