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

/** Sessions starting in [from, to), in order; not those a change of groups replaced (the admin's list keeps them). */
export function listSessions(db: Executor, from: string, to: string) {
  return db
    .selectFrom('training_sessions as s')
    .leftJoin('training_groups as g', 'g.id', 's.group_id')
    .select(['s.id', 's.group_id', 'g.label as group_label', 's.local_date', 's.starts_at', 's.ends_at', 's.location', 's.status', 's.cancel_reason'])
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<', to)
    .where('s.replaced_at', 'is', null)
    .orderBy('s.starts_at')
    .orderBy('g.label')
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

/**
 * The coach's marks of these athletes at sessions starting in [from, to]: from the sessions by start
 * (training_sessions_start_idx), each athlete's row by the primary key (session, athlete).
 */
export function listAttendanceMarks(db: Executor, athleteIds: string[], from: string, to: string) {
  if (athleteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_sessions as s')
    .innerJoin('session_attendance as a', 'a.session_id', 's.id')
    .select(['a.athlete_id', 's.id as session_id', 's.starts_at', 's.status', 'a.status as attendance'])
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<=', to)
    .where('a.athlete_id', 'in', athleteIds)
    .execute();
}

/** The families' replies for these athletes at sessions starting in [from, to], read the same way. */
export function listAbsenceMarks(db: Executor, athleteIds: string[], from: string, to: string) {
  if (athleteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_sessions as s')
    .innerJoin('session_absences as r', 'r.session_id', 's.id')
    .select(['r.athlete_id', 's.id as session_id', 's.starts_at', 's.status', 'r.reported_at'])
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<=', to)
    .where('r.athlete_id', 'in', athleteIds)
    .execute();
}

/** A group's scheduled (not cancelled) sessions on the academy dates [fromDate, toDate], starting at or after `startsFrom`. */
export function listOpenGroupSessions(db: Executor, groupId: string, fromDate: string, toDate: string, startsFrom: string) {
  return db
    .selectFrom('training_sessions')
    .select(['id', 'local_date', 'starts_at'])
    .where('group_id', '=', groupId)
    .where('status', '=', 'scheduled')
    .where('local_date', '>=', fromDate)
    .where('local_date', '<=', toDate)
    .where('starts_at', '>=', startsFrom)
    .orderBy('starts_at')
    .execute();
}

/** Takes back the athlete's replies for these sessions; returns the sessions it took back. */
export async function deleteAbsences(db: Executor, athleteId: string, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db.deleteFrom('session_absences').where('athlete_id', '=', athleteId).where('session_id', 'in', sessionIds).returning('session_id').execute();
  return rows.map((row) => row.session_id);
}
