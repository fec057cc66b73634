/**
 * Streaks that forgive (issue 43; decision 088), on the academy's calendar days. A day counts when
 * the athlete trained (a save that paid XP, or practice logged for yesterday). A missed day is
 * forgiven, in this order: inside a parent's pause it neither grows nor breaks the streak; the only
 * missed day in the last 7 is a rest day; a second one uses a shield, earned by coming to academy
 * sessions (one per 3 attended, at most 2 held, never bought). Otherwise the streak breaks. The
 * streak counts trained days only, so its achievements count days, not protected days.
 *
 * The whole history is replayed from the athlete's first trained day: a corrected attendance mark
 * or an ended pause reads the same everywhere, with nothing stored to fall out of step.
 */
import { addDays, daysBetween } from './time';

/** Every 7 days of streak earns a milestone toast. */
export const STREAK_MILESTONE_DAYS = 7;
/** Sessions attended for one shield, and the most an athlete holds. */
export const SESSIONS_PER_SHIELD = 3;
export const MAX_SHIELDS = 2;
/** The days a missed day looks back over for the one rest day. */
export const REST_WINDOW_DAYS = 7;
/** A pause: at most 14 days at a time and 30 in a calendar year, starting within 60 days. */
export const MAX_PAUSE_DAYS = 14;
export const MAX_PAUSE_DAYS_PER_YEAR = 30;
export const PAUSE_MAX_LEAD_DAYS = 60;
/** "Log yesterday" is open until noon, academy time, for at least this many minutes of practice. */
export const LOG_YESTERDAY_UNTIL_HOUR = 12;
export const LOG_YESTERDAY_MIN_MINUTES = 5;
export const LOG_YESTERDAY_MAX_MINUTES = 240;

export type StreakDayStatus = 'trained' | 'rest' | 'shield' | 'paused' | 'missed' | 'today';

export type StreakHistory = {
  /** Academy days the athlete trained, ascending, each once. */
  trainedDays: readonly string[];
  /** The academy day of each session attended (Present or Late), ascending; a day may repeat. */
  attendedDays: readonly string[];
  /** Pauses as inclusive academy days. */
  pauses: readonly { startsOn: string; endsOn: string }[];
};

export type StreakEvaluation = {
  /** Trained days in the streak still alive (today not yet trained does not break it). */
  current: number;
  longest: number;
  lastTrainedDate: string | null;
  /** The last 7 days, oldest first, today last. */
  week: { date: string; status: StreakDayStatus }[];
  shields: { held: number; sessionsTowardNext: number };
  /** Academy weeks (from Monday) with at least one trained day: never resets. */
  weeksActive: number;
  /** Whole Monday-Sunday weeks trained every day, with no protection used. */
  perfectWeeks: number;
};

/** Monday of the academy week holding a date (dates are academy days, so no time zone is involved). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function evaluateStreak(history: StreakHistory, today: string): StreakEvaluation {
  const trained = new Set(history.trainedDays.filter((d) => d <= today));
  const first = history.trainedDays[0];
  const weekStartDay = addDays(today, -(REST_WINDOW_DAYS - 1));
  const week: StreakEvaluation['week'] = [];
  let current = 0;
  let longest = 0;
  let held = 0;
  let toward = 0;
  let attended = 0;
  let lastTrained: string | null = null;
  let alive = false;
  /** Missed days of the living streak (rest or shield), most recent last. */
  let forgiven: string[] = [];
  let perfectWeeks = 0;
  let perfectRun = 0;

  for (let day = first && first < weekStartDay ? first : weekStartDay; day <= today; day = addDays(day, 1)) {
    // A session attended that day earns its part of a shield before the day is judged.
    while (attended < history.attendedDays.length && history.attendedDays[attended]! <= day) {
      attended++;
      if (++toward === SESSIONS_PER_SHIELD) {
        toward = 0;
        held = Math.min(MAX_SHIELDS, held + 1);
      }
    }
    let status: StreakDayStatus;
    if (trained.has(day)) {
      status = 'trained';
      current = alive ? current + 1 : 1;
      alive = true;
      lastTrained = day;
      longest = Math.max(longest, current);
    } else if (day === today) {
      status = 'today';
    } else if (history.pauses.some((p) => p.startsOn <= day && day <= p.endsOn)) {
      status = 'paused';
    } else if (!alive) {
      status = 'missed';
    } else {
      forgiven = forgiven.filter((d) => daysBetween(d, day) < REST_WINDOW_DAYS);
      if (forgiven.length === 0) status = 'rest';
      else if (held > 0) {
        held--;
        status = 'shield';
      } else {
        status = 'missed';
        alive = false;
        current = 0;
        forgiven = [];
      }
      if (status !== 'missed') forgiven.push(day);
    }
    if (!alive && status !== 'trained') forgiven = [];
    // A perfect week: seven trained days from Monday to Sunday.
    perfectRun = status === 'trained' ? (mondayOf(day) === day ? 1 : perfectRun + (perfectRun > 0 ? 1 : 0)) : 0;
    if (perfectRun === 7) perfectWeeks++;
    if (day >= weekStartDay) week.push({ date: day, status });
  }

  const weeks = new Set([...trained].map(mondayOf));
  return {
    current: alive ? current : 0,
    longest,
    lastTrainedDate: lastTrained,
    week,
    shields: { held, sessionsTowardNext: toward },
    weeksActive: weeks.size,
    perfectWeeks,
  };
}

/** A rising streak that reaches a multiple of 7 celebrates. */
export function isStreakMilestone(before: number, after: number): boolean {
  return after > before && after % STREAK_MILESTONE_DAYS === 0;
}

/** The days of a pause that fall in a calendar year. */
export function pauseDaysInYear(pause: { startsOn: string; endsOn: string }, year: number): number {
  const start = pause.startsOn > `${year}-01-01` ? pause.startsOn : `${year}-01-01`;
  const end = pause.endsOn < `${year}-12-31` ? pause.endsOn : `${year}-12-31`;
  return start > end ? 0 : daysBetween(start, end) + 1;
}
