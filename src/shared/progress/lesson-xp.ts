/**
 * Lesson and measurement XP (docs/product.md, Training), computed on the server from the lesson's
 * stored data and the submitted count, never taken from the page.
 */
import type { Difficulty, Measurement } from '../training';

export const BASE_LESSON_XP: Record<Difficulty, number> = { Beginner: 50, Intermediate: 75, Advanced: 100 };

/** +2 XP for every 5 minutes, at most 20. */
export function timeBonusXp(minutes: number): number {
  const whole = Math.max(0, Math.floor(minutes));
  return Math.min(Math.floor(whole / 5) * 2, 20);
}

/** The timer must show this many seconds or fewer when the target is reached for the time bonus. */
export const TIME_BONUS_WINDOW_SECONDS = 30;
/** Consecutive juggles that earn the milestone bonus. */
export const JUGGLING_MILESTONE = 5;

/** +15 XP for reaching a measurement's target within the time window (docs/product.md, Training). */
export const MEASUREMENT_TIME_BONUS_XP = 15;
/** +25 XP for reaching the juggling milestone (docs/product.md, Training). */
export const JUGGLING_MILESTONE_BONUS_XP = 25;
/**
 * The most a full count may pay (target x xpPerUnit), so a lesson stays worth its base XP plus a
 * fair extra for the count rather than the count alone (the curriculum's rule since its first release).
 */
export const MAX_MEASUREMENT_COUNT_XP = 60;

/** A count as the tracker keeps it: an integer clamped to 0..target; anything non-numeric is 0. */
export function clampCount(raw: unknown, target: number): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.trunc(value)), Math.max(0, target));
}

export type MeasurementXpInput = {
  measurement: Measurement;
  count: number;
  /** The seconds on the timer when the count was recorded; null when the timer was not used. */
  timerSeconds: number | null;
};

export type MeasurementXp = { perUnit: number; bonus: number; timeBonus: number; milestone: number; total: number };

/**
 * Per-unit XP for the count, the bonus when the target is reached, +time bonus when the target is
 * reached with 30 s or less on the timer, and +milestone for 5 or more consecutive juggles.
 */
export function measurementXp({ measurement, count, timerSeconds }: MeasurementXpInput): MeasurementXp {
  const clamped = clampCount(count, measurement.target);
  const reached = measurement.target > 0 && clamped >= measurement.target;
  const perUnit = Math.floor(clamped * measurement.xpPerUnit);
  const bonus = reached ? measurement.bonusXp : 0;
  const timeBonus = reached && timerSeconds !== null && timerSeconds <= TIME_BONUS_WINDOW_SECONDS ? measurement.timeBonus : 0;
  const milestone = measurement.metric === 'juggles' && clamped >= JUGGLING_MILESTONE ? measurement.milestoneBonus : 0;
  return { perUnit, bonus, timeBonus, milestone, total: perUnit + bonus + timeBonus + milestone };
}

/** A completed lesson: base XP for its difficulty, the time bonus and the measurement's XP. */
export function lessonCompletionXp(difficulty: Difficulty, minutes: number, measurement: number): number {
  return BASE_LESSON_XP[difficulty] + timeBonusXp(minutes) + measurement;
}

/**
 * A practice save (the lesson stays not completed): the time bonus and the measurement's XP,
 * without the completion's base XP. Paid at most once per lesson per athlete per day.
 */
export function lessonPracticeXp(minutes: number, measurement: number): number {
  return timeBonusXp(minutes) + measurement;
}

/** The difficulty shown to an athlete: Beginner while their level is 2 or below (docs/product.md, Training). */
export function displayedDifficulty(difficulty: Difficulty, athleteLevel: number): Difficulty {
  return athleteLevel <= 2 ? 'Beginner' : difficulty;
}

/**
 * A completion's base XP, for the difficulty the athlete was shown: a lesson labelled Beginner at
 * levels 1-2 pays Beginner's 50, whatever its stored difficulty (the label and the reward agree).
 */
export function lessonBaseXp(difficulty: Difficulty, athleteLevel: number): number {
  return BASE_LESSON_XP[displayedDifficulty(difficulty, athleteLevel)];
}
