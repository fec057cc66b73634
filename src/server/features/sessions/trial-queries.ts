/** The SQL of trial sessions booked from applications (trials.ts; decision 084). */
import type { Db } from '#server/db/database';
import type { SessionTrialsTable } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;
type Mark = NonNullable<SessionTrialsTable['attendance']>;

const TRIAL_COLUMNS = [
  't.id', 't.application_id', 't.session_id', 't.guest_name', 't.status', 't.cancel_cause', 't.cancelled_at', 't.attendance', 't.created_at',
  's.local_date', 's.starts_at', 's.ends_at', 's.location', 's.title', 's.status as session_status', 'g.label as group_label',
] as const;

function selectTrials(db: Executor) {
  return db.selectFrom('session_trials as t').innerJoin('training_sessions as s', 's.id', 't.session_id').leftJoin('training_groups as g', 'g.id', 's.group_id').select(TRIAL_COLUMNS);
}

export function findTrial(db: Executor, id: string) {
  return selectTrials(db).where('t.id', '=', id).executeTakeFirst();
}
export type TrialRow = NonNullable<Awaited<ReturnType<typeof findTrial>>>;

/** The trials of these applications, newest first. */
export function listTrialsOf(db: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return selectTrials(db).where('t.application_id', 'in', applicationIds).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').execute();
}

/** The application's trial still booked, if any. */
export function findBookedTrialOf(db: Executor, applicationId: string) {
  return db.selectFrom('session_trials').select('id').where('application_id', '=', applicationId).where('status', '=', 'booked').executeTakeFirst();
}

/** Books the trial unless the application has one booked already (of two at once, one is written). */
export async function insertTrial(trx: Trx, row: { id: string; application_id: string; session_id: string; guest_name: string; booked_by: string; created_at: string }): Promise<boolean> {
  const inserted = await trx.insertInto('session_trials').values({ ...row, status: 'booked' }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** Cancels one booked trial; false when it was not booked any more (a cancellation already won). */
export async function markTrialCancelled(trx: Trx, id: string, by: string | null, cause: 'admin' | 'session', at: string): Promise<boolean> {
  const result = await trx
    .updateTable('session_trials')
    .set({ status: 'cancelled', cancelled_at: at, cancelled_by: by, cancel_cause: cause })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The session's booked trials, cancelled at once with it; returns those this call cancelled. */
export async function cancelTrialsOfSession(trx: Trx, sessionId: string, by: string, at: string): Promise<{ id: string; application_id: string }[]> {
  return trx
    .updateTable('session_trials')
    .set({ status: 'cancelled', cancelled_at: at, cancelled_by: by, cancel_cause: 'session' })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'booked')
    .returning(['id', 'application_id'])
    .execute();
}

/** The session's booked trials (told of a move). */
export function listBookedTrialsOfSession(db: Executor, sessionId: string) {
  return db.selectFrom('session_trials').select(['id', 'application_id']).where('session_id', '=', sessionId).where('status', '=', 'booked').orderBy('created_at').orderBy('id').execute();
}

/** The guests of a session's sheet, booked or cancelled, in booking order. */
export function listGuestsOf(db: Executor, sessionId: string, trialId?: string) {
  const query = db.selectFrom('session_trials').select(['id', 'guest_name', 'status', 'attendance']).where('session_id', '=', sessionId);
  return (trialId ? query.where('id', '=', trialId) : query).orderBy('created_at').orderBy('id').execute();
}

/** A coach's mark for a booked guest; false when the trial was cancelled meanwhile. */
export async function markGuest(trx: Trx, id: string, status: Mark, by: string, at: string): Promise<boolean> {
  const result = await trx.updateTable('session_trials').set({ attendance: status, marked_by: by, marked_at: at }).where('id', '=', id).where('status', '=', 'booked').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
