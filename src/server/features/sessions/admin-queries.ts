/** The SQL of the admins' changes to the schedule (admin.ts) and of what those changes send (notify.ts, reminders.ts). */
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

export type ChangeKind = 'created' | 'moved' | 'cancelled' | 'restored';

const ADMIN_COLUMNS = ['s.id', 's.group_id', 's.slot_key', 's.local_date', 's.starts_at', 's.ends_at', 's.location', 's.title', 's.status', 's.cancel_reason', 's.cancel_note', 's.sequence'] as const;

/** Sessions with their group's name ("Core", "Core 2014–2015"). */
function selectAdminSessions(db: Executor) {
  return db.selectFrom('training_sessions as s').leftJoin('training_groups as g', 'g.id', 's.group_id').select(ADMIN_COLUMNS).select('g.label as group_label');
}

export function findAdminSession(db: Executor, id: string) {
  return selectAdminSessions(db).where('s.id', '=', id).executeTakeFirst();
}
export type AdminSessionRow = NonNullable<Awaited<ReturnType<typeof findAdminSession>>>;

/** Sessions starting in [from, to), in order, with what admins change. */
export function listAdminSessions(db: Executor, from: string, to: string) {
  return selectAdminSessions(db).where('s.starts_at', '>=', from).where('s.starts_at', '<', to).orderBy('s.starts_at').orderBy('g.label').execute();
}

export async function insertOneOff(
  db: Executor,
  row: { id: string; group_id: string; local_date: string; starts_at: string; ends_at: string; location: string; title: string | null; updated_at: string },
): Promise<void> {
  await db.insertInto('training_sessions').values({ ...row, slot_key: null, created_at: row.updated_at }).execute();
}

type SessionUpdate = Partial<{ local_date: string; starts_at: string; ends_at: string; location: string; status: 'scheduled' | 'cancelled'; cancel_reason: 'weather' | 'field' | 'other' | null; cancel_note: string | null }>;

/**
 * Applies a change if the session is still as the admin saw it (its `sequence`), raising the
 * sequence; false when another change came first (two admins at once).
 */
export async function updateIfUnchanged(db: Executor, id: string, sequence: number, set: SessionUpdate, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('training_sessions')
    .set({ ...set, sequence: sequence + 1, updated_at: updatedAt })
    .where('id', '=', id)
    .where('sequence', '=', sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A history row; a `created` one, or one marked `isSilent` (a change of groups), owes families no notice. */
export async function insertChange(db: Executor, row: { id: string; session_id: string; changed_by: string | null; change: ChangeKind; detail: Record<string, unknown>; created_at: string; isSilent?: boolean }): Promise<void> {
  const { isSilent, ...change } = row;
  await db
    .insertInto('training_session_changes')
    .values({ ...change, detail: JSON.stringify(row.detail), notified_at: row.change === 'created' || isSilent ? row.created_at : null })
    .execute();
}

/** A session's history, oldest first, with the name of who made each change. */
export function listChanges(db: Executor, sessionId: string) {
  return db
    .selectFrom('training_session_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select(['c.id', 'c.change', 'c.detail', 'c.created_at', 'u.name as by_name'])
    .where('c.session_id', '=', sessionId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/**
 * Takes the change's notification: of several callers (the request, the sweep job, a second
 * instance) exactly one gets the row back and notifies; the others get nothing.
 */
export function claimChangeNotice(db: Executor, changeId: string, at: string) {
  return db
    .updateTable('training_session_changes')
    .set({ notified_at: at })
    .where('id', '=', changeId)
    .where('notified_at', 'is', null)
    .returning(['id', 'session_id', 'change', 'detail'])
    .executeTakeFirst();
}

/** Changes that families have not been told of yet (a crash between the commit and the send). */
export function listUnnotifiedChanges(db: Executor, since: string) {
  return db
    .selectFrom('training_session_changes')
    .select('id')
    .where('notified_at', 'is', null)
    .where('change', 'in', ['moved', 'cancelled', 'restored'])
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .limit(100)
    .execute();
}

/** Families with a live membership of these plans: who might have an athlete on a session of their groups. */
export async function listPlanFamilies(db: Executor, tiers: string[]): Promise<string[]> {
  if (tiers.length === 0) return [];
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .select('m.user_id')
    .distinct()
    .where('t.tier', 'in', tiers as ('core' | 'pro')[])
    .where('m.athlete_id', 'is not', null)
    .where('m.status', '!=', 'expired')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Families who asked for the evening-before reminder. */
export async function listReminderFamilies(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('notification_preferences').select('user_id').where('session_reminder', '=', 1).execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The families' e-mail addresses they confirmed and still want e-mail at (no preference row is e-mail on). */
export async function listMailableFamilies(db: Executor, familyIds: string[], verified: number | boolean) {
  if (familyIds.length === 0) return [];
  return db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', 'p.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('users.id', 'in', familyIds)
    .where('users.email_verified', '=', verified as never)
    .where((eb) => eb.or([eb('p.email', 'is', null), eb('p.email', '=', 1)]))
    .execute();
}

/** The staff (coaches and admins): their open pages list sessions too. */
export async function listStaffIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', 'in', ['coach', 'admin']).execute();
  return rows.map((r) => r.id);
}

export function listAbsencesOf(db: Executor, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('session_absences').select(['session_id', 'athlete_id']).where('session_id', 'in', sessionIds).execute();
}

/** Marks the notifications of these families and source as e-mailed (sent now, with the claim). */
export async function markEmailed(db: Executor, kind: 'session' | 'session-reminder', sourceId: string, familyIds: string[], at: string): Promise<void> {
  if (familyIds.length === 0) return;
  await db.updateTable('notifications').set({ emailed_at: at }).where('kind', '=', kind).where('source_id', '=', sourceId).where('family_id', 'in', familyIds).execute();
}

export type NoticeRow = { id: string; family_id: string; kind: 'session' | 'session-reminder'; source_id: string; title: string; body: string; url: string; is_urgent: number; created_at: string };

/**
 * Inserts one notification per family and source; returns the families whose row is new. A second
 * run for the same source (a rerun, another instance) inserts nothing and so sends nothing.
 */
export async function insertNotices(db: Executor, rows: NoticeRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['family_id', 'kind', 'source_id']).doNothing())
    .returning('family_id')
    .execute();
  return inserted.map((r) => r.family_id);
}
