/**
 * Streaks that forgive (issue 43; decision 088): the days an athlete trained are kept
 * (training_days), the streak is replayed from them with the sessions attended and the parent's
 * pauses (src/shared/progress/streak.ts), and the replay's figures are written back to
 * athlete_progress, where achievements, challenges and competitions read them.
 */
import { AppError } from '#shared/errors';
import {
  LOG_YESTERDAY_UNTIL_HOUR,
  MAX_PAUSE_DAYS_PER_YEAR,
  MAX_SHIELDS,
  PAUSE_MAX_LEAD_DAYS,
  SESSIONS_PER_SHIELD,
  evaluateStreak,
  isStreakMilestone,
  pauseDaysInYear,
} from '#shared/progress/streak';
import { academyDate, academyHour, addDays } from '#shared/progress/time';
import { STREAK_MESSAGES as M, type TLogYesterdayRequest, type TStreakCard, type TStreakPauseRequest } from '#shared/validation/streak';
import { timeOrderedId } from '#server/db/ids';
import type { Trx } from '#server/db/transaction';
import { type Executor, ensureProgressRow, findProgressRow, updateStreak } from './queries';
import { endPause, insertPause, insertTrainingDay, listStreakRows } from './streak-queries';

export type StreakUpdate = { current: number; longest: number; lastActivityDate: string | null; hasChanged: boolean; isMilestone: boolean };

/** The streak card as the dashboard shows it today. */
export async function readStreakCard(db: Executor, athleteId: string, now: Date): Promise<TStreakCard> {
  const [rows, progress] = await Promise.all([listStreakRows(db, athleteId), findProgressRow(db, athleteId, false)]);
  return toCard(rows, progress?.longest_streak ?? 0, now);
}

function toCard(rows: Awaited<ReturnType<typeof listStreakRows>>, storedLongest: number, now: Date): TStreakCard {
  const today = academyDate(now);
  const result = evaluateStreak(rows, today);
  const yesterday = result.week.at(-2);
  const pause = rows.pauses.find((p) => p.endsOn >= today) ?? null;
  const year = Number(today.slice(0, 4));
  return {
    current: result.current,
    // The longest held before the days were kept (migration 0066) still counts.
    longest: Math.max(result.longest, storedLongest),
    lastActivityDate: result.lastTrainedDate,
    canMaintain: result.current > 0 || result.lastTrainedDate === null || result.week.at(-1)?.status === 'trained',
    weeksActive: result.weeksActive,
    perfectWeeks: result.perfectWeeks,
    week: result.week,
    shields: { held: result.shields.held, max: MAX_SHIELDS, sessionsTowardNext: result.shields.sessionsTowardNext, sessionsPerShield: SESSIONS_PER_SHIELD },
    pause,
    pauseDaysLeftThisYear: Math.max(0, MAX_PAUSE_DAYS_PER_YEAR - rows.pauses.reduce((sum, p) => sum + pauseDaysInYear(p, year), 0)),
    canLogYesterday: academyHour(now) < LOG_YESTERDAY_UNTIL_HOUR && yesterday?.status !== 'trained',
  };
}

/**
 * Counts a day trained and writes the replayed streak back, in the caller's transaction (which
 * holds the athlete's progress lock). The day is today for a paid save, yesterday when logged.
 */
export async function recordTrainingDay(
  trx: Trx,
  athleteId: string,
  now: Date,
  day: { date: string; source: 'training' | 'logged'; minutes: number | null },
): Promise<StreakUpdate> {
  await ensureProgressRow(trx, athleteId);
  const before = await listStreakRows(trx, athleteId);
  const today = academyDate(now);
  const previous = evaluateStreak(before, today).current;
  const isNew = await insertTrainingDay(trx, { athleteId, day: day.date, source: day.source, minutes: day.minutes, now: now.toISOString() });
  const trainedDays = isNew ? [...before.trainedDays, day.date].sort() : before.trainedDays;
  const after = evaluateStreak({ ...before, trainedDays }, today);
  const row = await findProgressRow(trx, athleteId, false);
  const longest = Math.max(after.longest, row?.longest_streak ?? 0);
  if (isNew && after.lastTrainedDate) await updateStreak(trx, athleteId, { current: after.current, longest, lastActivityDate: after.lastTrainedDate }, now.toISOString());
  return { current: after.current, longest, lastActivityDate: after.lastTrainedDate, hasChanged: isNew, isMilestone: isNew && isStreakMilestone(previous, after.current) };
}

/** "Log yesterday": practice done yesterday and not entered, until noon; it counts the day, paying no XP (the server saw no time). */
export async function logYesterday(trx: Trx, athleteId: string, input: TLogYesterdayRequest, now: Date): Promise<void> {
  const yesterday = addDays(academyDate(now), -1);
  if (input.date !== undefined && input.date !== yesterday) throw new AppError('VALIDATION', M.onlyYesterday);
  if (academyHour(now) >= LOG_YESTERDAY_UNTIL_HOUR) throw new AppError('CONFLICT', M.afterNoon);
  const update = await recordTrainingDay(trx, athleteId, now, { date: yesterday, source: 'logged', minutes: input.minutes });
  if (!update.hasChanged) throw new AppError('CONFLICT', M.alreadyCounted);
}

/** A parent's pause: from today or a later day, 1-14 days, never overlapping another, 30 days a year at most. */
export async function addPause(trx: Trx, athleteId: string, parentId: string, input: TStreakPauseRequest, now: Date): Promise<void> {
  const today = academyDate(now);
  if (input.startsOn < today) throw new AppError('VALIDATION', M.pauseInPast);
  if (input.startsOn > addDays(today, PAUSE_MAX_LEAD_DAYS)) throw new AppError('VALIDATION', M.pauseTooFar);
  const pause = { startsOn: input.startsOn, endsOn: addDays(input.startsOn, input.days - 1) };
  const { pauses } = await listStreakRows(trx, athleteId);
  const overlap = pauses.find((p) => p.startsOn <= pause.endsOn && pause.startsOn <= p.endsOn);
  if (overlap) throw new AppError('CONFLICT', M.pauseOverlap(overlap.startsOn, overlap.endsOn));
  for (const year of new Set([Number(pause.startsOn.slice(0, 4)), Number(pause.endsOn.slice(0, 4))])) {
    const used = pauses.reduce((sum, p) => sum + pauseDaysInYear(p, year), 0);
    if (used + pauseDaysInYear(pause, year) > MAX_PAUSE_DAYS_PER_YEAR) throw new AppError('CONFLICT', M.pauseYearLimit(year, Math.max(0, MAX_PAUSE_DAYS_PER_YEAR - used)));
  }
  await insertPause(trx, { id: timeOrderedId(now.getTime()), athleteId, ...pause, createdBy: parentId, now: now.toISOString() });
}

/** Ends a pause: one not started yet is removed; one under way ends yesterday, so its past days stay paused. */
export async function stopPause(trx: Trx, athleteId: string, pauseId: string, now: Date): Promise<void> {
  const today = academyDate(now);
  const pause = (await listStreakRows(trx, athleteId)).pauses.find((p) => p.id === pauseId);
  if (!pause) throw new AppError('NOT_FOUND', M.pauseNotFound);
  if (pause.endsOn < today) throw new AppError('CONFLICT', M.pauseEnded);
  await endPause(trx, pauseId, pause.startsOn >= today ? null : addDays(today, -1));
}
