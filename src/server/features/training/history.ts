/**
 * Lesson history (issue 18, point 2): the athlete's sessions of a lesson, one row per
 * server-recorded start, written in the same transaction as the lesson's progress save, and read
 * back a page at a time with the athlete's personal bests. docs/decisions/039-lesson-history.md.
 */
import { AppError } from '#shared/errors';
import { LESSON_HISTORY_PAGE_SIZE, mergeSessionSave, type LessonSessionSave } from '#shared/progress/lesson-history';
import type { TLessonHistory } from '#shared/validation/lesson-history';
import type { Db } from '#server/db/database';
import { requireOwnedAthlete } from '../athletes/service';
import { isSuspectResult } from '#shared/progress/verified-results';
import { findBestVerifiedCount, findLessonSession, findLessonSessionBests, listFamilySessions, listLessonSessions, saveLessonSession } from './history-queries';
import { findLesson } from './queries';

const LESSON_NOT_FOUND = 'Lesson Not Found';

type Executor = Parameters<typeof findLessonSession>[0];

type SessionKey = { athleteId: string; lessonId: string; startedAt: string };

/**
 * Whether a save leaves its session's count waiting for a coach (decision 095): the session's count
 * after the save is more than twice the athlete's best verified count of the lesson. A verified
 * session whose count the save does not change stays verified.
 */
export async function checkLessonResult(db: Executor, session: SessionKey, count: number | null): Promise<{ isFlagged: boolean }> {
  if (count === null) return { isFlagged: false };
  const row = await findLessonSession(db, session.athleteId, session.lessonId, session.startedAt);
  const merged = row?.count === null || row?.count === undefined ? count : Math.max(row.count, count);
  if (row?.verified_at && merged === row.count) return { isFlagged: false };
  return { isFlagged: isSuspectResult(merged, await findBestVerifiedCount(db, session.athleteId, session.lessonId, session.startedAt)) };
}

/**
 * Folds one save into its session's row (created by the session's first save). A changed count
 * loses its verification; a flagged one keeps the day's measurement award it holds (heldReference).
 */
export async function recordLessonSession(
  db: Executor,
  session: SessionKey & { now: string },
  save: LessonSessionSave,
  check: { isFlagged: boolean; heldReference: string | null } = { isFlagged: false, heldReference: null },
): Promise<void> {
  const row = await findLessonSession(db, session.athleteId, session.lessonId, session.startedAt);
  const previous = row
    ? { minutes: row.minutes, count: row.count, notes: row.notes, xpAwarded: row.xp_awarded, isCompleted: Boolean(row.completed) }
    : null;
  const merged = mergeSessionSave(previous, save);
  const isStillVerified = Boolean(row?.verified_at) && merged.count === row?.count;
  await saveLessonSession(db, {
    ...session,
    ...merged,
    verifiedBy: isStillVerified ? row!.verified_by : null,
    verifiedAt: isStillVerified ? row!.verified_at : null,
    verifiedSessionId: isStillVerified ? row!.verified_session_id : null,
    flaggedAt: check.isFlagged ? (row?.flagged_at ?? session.now) : isStillVerified ? null : (row?.flagged_at ?? null),
    heldReference: check.heldReference ?? row?.held_reference ?? null,
  });
}

/** A page of the athlete's sessions of the lesson, newest first, with the bests over all of them. */
export async function getLessonHistory(
  db: Db,
  parentId: string,
  athleteId: string,
  lessonId: string,
  before: string | null,
): Promise<TLessonHistory> {
  const athlete = await requireOwnedAthlete(db, parentId, athleteId);
  if (!(await findLesson(db, lessonId))) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
  const [rows, bests] = await Promise.all([
    listLessonSessions(db, athlete.id, lessonId, before, LESSON_HISTORY_PAGE_SIZE + 1),
    findLessonSessionBests(db, athlete.id, lessonId),
  ]);
  const page = rows.slice(0, LESSON_HISTORY_PAGE_SIZE);
  return {
    sessions: page.map((r) => ({
      startedAt: r.started_at,
      minutes: r.minutes,
      count: r.count,
      notes: r.notes,
      xpAwarded: r.xp_awarded,
      isCompleted: Boolean(r.completed),
      isVerified: r.verified_at !== null,
      isFlagged: r.flagged_at !== null && r.verified_at === null,
      isRecordedByCoach: r.recorded_by !== null,
    })),
    bests: {
      sessionCount: Number(bests.sessions),
      bestCount: bests.best_count === null ? null : Number(bests.best_count),
      longestMinutes: bests.longest_minutes === null ? null : Number(bests.longest_minutes),
    },
    nextBefore: rows.length > LESSON_HISTORY_PAGE_SIZE ? page.at(-1)!.started_at : null,
  };
}

/** The family's data export: every session of every athlete. */
export async function exportFamilyLessonSessions(db: Db, parentId: string) {
  const rows = await listFamilySessions(db, parentId);
  return rows.map((r) => ({
    athleteId: r.athlete_id,
    lessonId: r.lesson_id,
    startedAt: r.started_at,
    minutes: r.minutes,
    count: r.count,
    notes: r.notes,
    xpAwarded: r.xp_awarded,
    isCompleted: Boolean(r.completed),
    recordedByCoach: r.recorded_by !== null,
    verifiedAt: r.verified_at,
    isFlagged: r.flagged_at !== null && r.verified_at === null,
  }));
}
