/**
 * Verified results (issue 42, point 4; docs/product.md, Coaching: Verified results; decision 095):
 * at a training session a coach records a measured count for an athlete of its roster, or confirms
 * one the family logged at home. The training record keeps the counts (training's service); this
 * file decides who may act: the session's roster, another athlete being "not on this roster" (404).
 */
import { AppError } from '#shared/errors';
import { VERIFIED_RESULT_MESSAGES as M, type TConfirmResultInput, type TRecordResultInput, type TSessionResults, type TVerifiedResult } from '#shared/validation/verified-results';
import type { AppContext } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import { readSessionRoster } from '../sessions/service';
import {
  confirmLessonResult,
  countResultsToConfirm,
  readMeasuredLessons,
  readResultsToConfirm as readFlaggedResults,
  readResultsVerifiedAt,
  recordVerifiedResult,
} from '../training/service';

/** The session's sheet of results: the lessons to record, the roster, what waits and what was verified here. */
export async function readSessionResults(ctx: Pick<AppContext, 'db'>, sessionId: string, now = new Date()): Promise<TSessionResults> {
  const roster = await readSessionRoster(ctx.db, sessionId, now);
  const [lessons, toConfirm, verified] = await Promise.all([
    readMeasuredLessons(ctx.db),
    readFlaggedResults(ctx.db, roster.map((a) => a.athleteId)),
    readResultsVerifiedAt(ctx.db, sessionId),
  ]);
  return { lessons, athletes: roster.map((a) => ({ athleteId: a.athleteId, name: a.name })), toConfirm, verified };
}

async function requireRosterAthlete(ctx: AppContext, sessionId: string, athleteId: string, now: Date) {
  const athlete = (await readSessionRoster(ctx.db, sessionId, now)).find((a) => a.athleteId === athleteId);
  if (!athlete) throw new AppError('NOT_FOUND', M.notOnRoster);
  return athlete;
}

/** After a write: the family's lesson pages refresh, and the boards when held XP joined them. */
function announce(ctx: AppContext, parentId: string, athleteId: string, isBoardMoved: boolean): void {
  ctx.events.publish({ userId: parentId }, [{ type: 'lessons', athleteId }]);
  if (isBoardMoved) ctx.notifyRankings();
}

/** A coach records a measured count for an athlete on the session's roster. */
export async function recordSessionResult(ctx: AppContext, coachId: string, sessionId: string, input: TRecordResultInput, now = new Date()): Promise<TVerifiedResult> {
  const athlete = await requireRosterAthlete(ctx, sessionId, input.athleteId, now);
  const { result, isBoardMoved } = await inTransaction(ctx.db, (trx) => recordVerifiedResult(trx, input, { coachId, sessionId, now }));
  announce(ctx, athlete.parentId, athlete.athleteId, isBoardMoved);
  return result;
}

/** A coach confirms a count the family of a rostered athlete logged. */
export async function confirmSessionResult(ctx: AppContext, coachId: string, sessionId: string, input: TConfirmResultInput, now = new Date()): Promise<TVerifiedResult> {
  const athlete = await requireRosterAthlete(ctx, sessionId, input.athleteId, now);
  const { result, isBoardMoved } = await inTransaction(ctx.db, (trx) => confirmLessonResult(trx, input, { coachId, sessionId, now }));
  announce(ctx, athlete.parentId, athlete.athleteId, isBoardMoved);
  return result;
}

/**
 * Every result waiting for a coach, oldest first, and how many there are: for the coach's home.
 * Coaches and admins see every athlete who trains, so the list is academy-wide.
 */
export async function readResultsToConfirm(ctx: Pick<AppContext, 'db'>, limit = 20): Promise<{ count: number; results: TVerifiedResult[] }> {
  const [count, results] = await Promise.all([countResultsToConfirm(ctx.db), readFlaggedResults(ctx.db, null, limit)]);
  return { count, results };
}
