/** The sessions' SQL: the schedule's rows and their history. */
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

export type NewSessionRow = { id: string; group_id: string; slot_key: string; local_date: string; starts_at: string; ends_at: string; location: string };

/** Inserts the regular sessions not yet made (one per slot, whoever runs first); returns the new ids. */
export async function insertMissingSessions(db: Executor, rows: NewSessionRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('training_sessions')
    .values(rows)
    .onConflict((oc) => oc.column('slot_key').doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

export async function insertChanges(db: Executor, changes: { id: string; session_id: string; changed_by: string | null; change: 'created'; detail: string }[]): Promise<void> {
  if (changes.length > 0) await db.insertInto('training_session_changes').values(changes).execute();
}

/** Sessions starting in [from, to), in order. */
export function listSessions(db: Executor, from: string, to: string) {
  return db
    .selectFrom('training_sessions')
    .select(['id', 'group_id', 'local_date', 'starts_at', 'ends_at', 'location', 'status', 'cancel_reason'])
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .orderBy('group_id')
    .execute();
}

export function findSession(db: Executor, id: string) {
  return db.selectFrom('training_sessions').select(['id', 'group_id', 'starts_at', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The athlete's reply for the session, made or changed: one row whatever the number of requests. */
export async function upsertAbsence(db: Executor, row: { session_id: string; athlete_id: string; reason: string; note: string | null; reported_at: string }) {
  const values = { ...row, reason: row.reason as 'sick' };
  return db
    .insertInto('session_absences')
    .values(values)
    .onConflict((oc) => oc.columns(['session_id', 'athlete_id']).doUpdateSet({ reason: values.reason, note: values.note }))
    .returning(['reason', 'note', 'reported_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteAbsence(db: Executor, sessionId: string, athleteId: string): Promise<void> {
  await db.deleteFrom('session_absences').where('session_id', '=', sessionId).where('athlete_id', '=', athleteId).execute();
}

export function listAbsences(db: Executor, athleteIds: string[], sessionIds: string[]) {
  if (athleteIds.length === 0 || sessionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('session_absences')
    .select(['session_id', 'athlete_id', 'reason', 'note', 'reported_at'])
    .where('athlete_id', 'in', athleteIds)
    .where('session_id', 'in', sessionIds)
    .execute();
}

/** Each session's calendar version: its SEQUENCE and its last change. */
export function listSessionVersions(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('training_sessions').select(['id', 'sequence', 'updated_at']).where('id', 'in', ids).execute();
}
