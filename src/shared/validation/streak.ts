/** The streak card and its parent actions: a pause, and "Log yesterday" (issue 43; decision 088). */
import { z } from 'zod';
import { addDays } from '../progress/time';
import {
  LOG_YESTERDAY_MAX_MINUTES,
  LOG_YESTERDAY_MIN_MINUTES,
  LOG_YESTERDAY_UNTIL_HOUR,
  MAX_PAUSE_DAYS,
  MAX_PAUSE_DAYS_PER_YEAR,
  PAUSE_MAX_LEAD_DAYS,
} from '../progress/streak';

export const STREAK_MESSAGES = {
  badDate: 'Choose a valid date.',
  pauseLength: `A pause lasts 1 to ${MAX_PAUSE_DAYS} days.`,
  pauseInPast: 'A pause cannot start in the past.',
  pauseTooFar: `A pause can start at most ${PAUSE_MAX_LEAD_DAYS} days ahead.`,
  pauseOverlap: (from: string, to: string) => `This pause overlaps another one (${from} to ${to}).`,
  pauseYearLimit: (year: number, left: number) =>
    `Pauses are limited to ${MAX_PAUSE_DAYS_PER_YEAR} days a year: ${left} ${left === 1 ? 'day is' : 'days are'} left in ${year}.`,
  pauseNotFound: 'That pause was not found.',
  pauseEnded: 'This pause has already ended.',
  minutes: `Enter between ${LOG_YESTERDAY_MIN_MINUTES} and ${LOG_YESTERDAY_MAX_MINUTES} minutes.`,
  onlyYesterday: 'Only yesterday’s practice can be logged.',
  afterNoon: `“Log yesterday” is open until ${LOG_YESTERDAY_UNTIL_HOUR === 12 ? 'noon' : `${LOG_YESTERDAY_UNTIL_HOUR}:00`}: yesterday can no longer be added.`,
  alreadyCounted: 'Yesterday already counts for the streak.',
} as const;

export const ZAcademyDate = z
  .string({ error: STREAK_MESSAGES.badDate })
  .refine((value) => value.length === 10 && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value, STREAK_MESSAGES.badDate);

export const ZStreakPauseRequest = z.object({
  startsOn: ZAcademyDate,
  days: z.number({ error: STREAK_MESSAGES.pauseLength }).int(STREAK_MESSAGES.pauseLength).min(1, STREAK_MESSAGES.pauseLength).max(MAX_PAUSE_DAYS, STREAK_MESSAGES.pauseLength),
});
export type TStreakPauseRequest = z.infer<typeof ZStreakPauseRequest>;

export const ZLogYesterdayRequest = z.object({
  minutes: z
    .number({ error: STREAK_MESSAGES.minutes })
    .int(STREAK_MESSAGES.minutes)
    .min(LOG_YESTERDAY_MIN_MINUTES, STREAK_MESSAGES.minutes)
    .max(LOG_YESTERDAY_MAX_MINUTES, STREAK_MESSAGES.minutes),
  /** The day meant, when the page sends it: only yesterday is accepted. */
  date: ZAcademyDate.optional(),
});
export type TLogYesterdayRequest = z.infer<typeof ZLogYesterdayRequest>;

export const ZStreakDayStatus = z.enum(['trained', 'rest', 'shield', 'paused', 'missed', 'today']);

export const ZStreakPause = z.object({ id: z.string(), startsOn: z.string(), endsOn: z.string() });

/** The dashboard's streak card. */
export const ZStreakCard = z.object({
  /** Trained days in the streak still alive: 0 once it broke, until the next training. */
  current: z.number(),
  longest: z.number(),
  lastActivityDate: z.string().nullable(),
  /** The streak is alive (or not started): training today keeps or starts it. */
  canMaintain: z.boolean(),
  weeksActive: z.number(),
  perfectWeeks: z.number(),
  week: z.array(z.object({ date: z.string(), status: ZStreakDayStatus })),
  shields: z.object({ held: z.number(), max: z.number(), sessionsTowardNext: z.number(), sessionsPerShield: z.number() }),
  /** The pause in force today, else the next one set. */
  pause: ZStreakPause.nullable(),
  pauseDaysLeftThisYear: z.number(),
  canLogYesterday: z.boolean(),
});
export type TStreakCard = z.infer<typeof ZStreakCard>;
