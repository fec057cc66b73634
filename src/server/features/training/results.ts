/**
 * Verified results (issue 42, point 4; decision 095), the training record's side: a count a coach
 * records at a training session is a lesson session of its own, verified; a family's count a coach
 * confirms becomes verified, and the measurement XP it held joins the Performance board. A new best
 * verified count clears the flags it now covers. Who may record (the session's roster) is coaching's.
 */
import { AppError } from '#shared/errors';
import { isSuspectResult } from '#shared/progress/verified-results';
import type { Measurement } from '#shared/training';
import { countOutOfRangeMessage, VERIFIED_RESULT_MESSAGES as M, type TVerifiedResult } from '#shared/validation/verified-results';
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';
import { releaseHeldSkillWork } from '../progress/service';
import {
  clearSessionFlag,
  countFlaggedResults,
  findBestVerifiedCount,
  findResult,
  insertRecordedResult,
  listAthletesVerifiedSince,
  listFlaggedResults,
  listFlaggedSessions,
  listMeasuredLessons,
  listResultsVerifiedAt,
  markSessionVerified,
} from './history-queries';
import { findLesson } from './queries';

type ResultRow = NonNullable<Awaited<ReturnType<typeof findResult>>>;
type By = { coachId: string; sessionId: string; now: Date };

function toResult(row: ResultRow): TVerifiedResult {
  const measurement = row.measurement ? (JSON.parse(row.measurement) as Measurement) : null;
  return {
    athleteId: row.athlete_id,
    athleteName: row.athlete_name,
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    metric: measurement?.metric ?? null,
    count: Number(row.count),
    startedAt: new Date(row.started_at).toISOString(),
    bestVerified: row.best_verified === null || row.best_verified === undefined ? null : Number(row.best_verified),
    isVerified: row.verified_at !== null,
    isFlagged: row.flagged_at !== null && row.verified_at === null,
    isRecordedByCoach: row.recorded_by !== null,
  };
}

/** A lesson a result can be recorded for: one with a measurement, the count within its target. */
async function requireMeasuredLesson(db: Db | Trx, lessonId: string) {
  const lesson = await findLesson(db, lessonId);
  const measurement = lesson?.measurement ? (JSON.parse(lesson.measurement) as Measurement) : null;
  if (!lesson || !measurement) throw new AppError('VALIDATION', M.unknownLesson);
  return { lesson, measurement };
}

/**
 * The athlete's flagged results of the lesson that a new best verified count covers are no longer
 * suspect: their flags clear and their held XP joins the board. Returns whether the board moved.
 */
async function clearCoveredFlags(trx: Trx, athleteId: string, lessonId: string, now: Date): Promise<boolean> {
  let isBoardMoved = false;
  for (const row of await listFlaggedSessions(trx, athleteId, lessonId)) {
    const best = await findBestVerifiedCount(trx, athleteId, lessonId, row.started_at);
    if (isSuspectResult(row.count, best)) continue;
    await clearSessionFlag(trx, { athleteId, lessonId, startedAt: row.started_at });
    if (row.held_reference && (await releaseHeldSkillWork(trx, athleteId, { referenceType: 'lesson-measurement', referenceId: row.held_reference }, now))) isBoardMoved = true;
  }
  return isBoardMoved;
}

/** A coach records a measured count for an athlete at a training session: verified from the start. */
export async function recordVerifiedResult(
  trx: Trx,
  input: { athleteId: string; lessonId: string; count: number },
  by: By,
): Promise<{ result: TVerifiedResult; isBoardMoved: boolean }> {
  const { lesson, measurement } = await requireMeasuredLesson(trx, input.lessonId);
  if (input.count > measurement.target) throw new AppError('VALIDATION', countOutOfRangeMessage(measurement.target, lesson.title));
  const nowIso = by.now.toISOString();
  await insertRecordedResult(trx, { ...input, coachId: by.coachId, sessionId: by.sessionId, now: nowIso });
  const isBoardMoved = await clearCoveredFlags(trx, input.athleteId, input.lessonId, by.now);
  const row = await findResult(trx, { athleteId: input.athleteId, lessonId: input.lessonId, startedAt: nowIso });
  return { result: toResult(row!), isBoardMoved };
}

/**
 * A coach confirms a count the family logged: it is verified, its held XP joins the Performance
 * board (once: the reference is cleared with the flag), and the flags it now covers clear. A
 * result already verified is answered as it is.
 */
export async function confirmLessonResult(
  trx: Trx,
  key: { athleteId: string; lessonId: string; startedAt: string },
  by: By,
): Promise<{ result: TVerifiedResult; isBoardMoved: boolean }> {
  const startedAt = new Date(key.startedAt).toISOString();
  const at = { ...key, startedAt };
  const row = await findResult(trx, at);
  if (!row) throw new AppError('NOT_FOUND', M.noResult);
  if (row.verified_at !== null) return { result: toResult(row), isBoardMoved: false };
  const held = (await listFlaggedSessions(trx, key.athleteId, key.lessonId)).find((s) => new Date(s.started_at).toISOString() === startedAt)?.held_reference ?? null;
  await markSessionVerified(trx, at, { coachId: by.coachId, sessionId: by.sessionId, now: by.now.toISOString() });
  let isBoardMoved = held ? await releaseHeldSkillWork(trx, key.athleteId, { referenceType: 'lesson-measurement', referenceId: held }, by.now) : false;
  if (await clearCoveredFlags(trx, key.athleteId, key.lessonId, by.now)) isBoardMoved = true;
  return { result: toResult((await findResult(trx, at))!), isBoardMoved };
}

/** Results over twice the athlete's best verified one, waiting for a coach (of these athletes, or all), oldest first. */
export async function readResultsToConfirm(db: Db | Trx, athleteIds: readonly string[] | null = null, limit = 50): Promise<TVerifiedResult[]> {
  return (await listFlaggedResults(db, athleteIds, limit)).map(toResult);
}

/** How many results wait for a coach, academy-wide (a count for the coach's home). */
export async function countResultsToConfirm(db: Db | Trx): Promise<number> {
  return countFlaggedResults(db);
}

/** The results recorded or confirmed at a training session. */
export async function readResultsVerifiedAt(db: Db | Trx, sessionId: string): Promise<TVerifiedResult[]> {
  return (await listResultsVerifiedAt(db, sessionId)).map(toResult);
}

/** Which of these athletes have a verified result since an instant (the Performance board's mark). */
export async function listVerifiedAthletesSince(db: Db | Trx, athleteIds: readonly string[], since: Date): Promise<Set<string>> {
  return new Set(await listAthletesVerifiedSince(db, athleteIds, since.toISOString()));
}

/** The lessons a result can be recorded for, with their range (a measurement's target). */
export async function readMeasuredLessons(db: Db | Trx): Promise<{ id: string; title: string; metric: string; target: number }[]> {
  return (await listMeasuredLessons(db)).map((l) => {
    const measurement = JSON.parse(l.measurement!) as Measurement;
    return { id: l.id, title: l.title, metric: measurement.metric, target: measurement.target };
  });
}
