/** The SQL of training groups (migration 0056): the groups, the athletes' birth years, and what a change of groups rewrites. */
import type { TrainingGroup } from '#shared/training-groups';
import { isPostgres, type Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

const GROUP_COLUMNS = ['id', 'tier', 'birth_years', 'label', 'created_at', 'archived_at'] as const;

export type GroupRow = { id: string; tier: 'core' | 'pro'; birth_years: string | null; label: string; created_at: string; archived_at: string | null };

export function toGroup(row: Pick<GroupRow, 'id' | 'tier' | 'birth_years' | 'label'>): TrainingGroup {
  return { id: row.id, tier: row.tier, label: row.label, birthYears: row.birth_years === null ? null : row.birth_years.split(',').map(Number) };
}

/** Every group, archived ones too (their sessions still name them), oldest first. */
export function listAllGroups(db: Executor): Promise<GroupRow[]> {
  return db.selectFrom('training_groups').select(GROUP_COLUMNS).orderBy('created_at').orderBy('id').execute();
}

/** The groups not archived: the ones the athletes' groups are chosen from. */
export async function listActiveGroups(db: Executor): Promise<TrainingGroup[]> {
  const rows = await db.selectFrom('training_groups').select(['id', 'tier', 'birth_years', 'label']).where('archived_at', 'is', null).orderBy('created_at').orderBy('id').execute();
  return rows.map(toGroup);
}

/**
 * Holds the groups while a transaction reads them and writes by them (generation, a change of
 * groups), so one never makes sessions from a list the other is replacing. PostgreSQL locks the rows;
 * SQLite runs one writing transaction at a time anyway.
 */
export async function lockGroups(trx: Trx): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('training_groups').select('id').forUpdate().execute();
}

export function findGroup(db: Executor, id: string) {
  return db.selectFrom('training_groups').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertGroup(db: Executor, row: { id: string; tier: 'core' | 'pro'; birth_years: string; label: string; created_by: string; created_at: string }): Promise<void> {
  await db.insertInto('training_groups').values(row).execute();
}

export async function archiveGroupRow(db: Executor, id: string, by: string, at: string): Promise<boolean> {
  const result = await db.updateTable('training_groups').set({ archived_at: at, archived_by: by }).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Each athlete's birth year, by id. */
export async function listBirthYears(db: Executor, athleteIds: string[]): Promise<Map<string, number>> {
  if (athleteIds.length === 0) return new Map();
  const rows = await db.selectFrom('athletes').select(['id', 'birth_year']).where('id', 'in', athleteIds).execute();
  return new Map(rows.map((r) => [r.id, Number(r.birth_year)]));
}

/** The group's regular sessions still to start and not cancelled: what a change of groups replaces. */
export function listComingRegularSessions(db: Executor, groupIds: string[], after: string) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_sessions')
    .select(['id', 'group_id', 'slot_key', 'sequence'])
    .where('group_id', 'in', groupIds)
    .where('slot_key', 'is not', null)
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', after)
    .execute();
}

/**
 * Cancels a replaced session, takes it off the schedules (`replaced_at`) and frees its slot for the
 * generation (the slot key gains the change's id, so it stays unique and the row stays a regular
 * session); false if it changed meanwhile.
 */
export async function retireSession(db: Executor, session: { id: string; slot_key: string; sequence: number }, changeId: string, note: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('training_sessions')
    .set({ status: 'cancelled', cancel_reason: 'other', cancel_note: note, replaced_at: at, slot_key: `${session.slot_key}:replaced:${changeId}`, sequence: session.sequence + 1, updated_at: at })
    .where('id', '=', session.id)
    .where('sequence', '=', session.sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Families' replies for coming sessions of these groups, with the athlete's birth year and the session's slot. */
export function listComingReplies(db: Executor, groupIds: string[], after: string) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('session_absences as r')
    .innerJoin('training_sessions as s', 's.id', 'r.session_id')
    .innerJoin('athletes as a', 'a.id', 'r.athlete_id')
    .select(['r.session_id', 'r.athlete_id', 'r.reason', 'r.note', 'r.reported_at', 's.group_id', 's.slot_key', 's.local_date', 'a.birth_year'])
    .where('s.group_id', 'in', groupIds)
    .where('s.starts_at', '>', after)
    .execute();
}

/** The regular sessions in these slots, by slot key. */
export async function listSessionsBySlot(db: Executor, slotKeys: string[]): Promise<Map<string, { id: string; status: string }>> {
  if (slotKeys.length === 0) return new Map();
  const rows = await db.selectFrom('training_sessions').select(['id', 'slot_key', 'status']).where('slot_key', 'in', slotKeys).execute();
  return new Map(rows.map((r) => [r.slot_key!, { id: r.id, status: r.status }]));
}

/** Moves one reply to another session of the same day (the athlete's new group's): the old row goes, one new row stays. */
export async function moveReply(db: Executor, reply: { session_id: string; athlete_id: string; reason: string; note: string | null; reported_at: string }, toSessionId: string): Promise<void> {
  await db.deleteFrom('session_absences').where('session_id', '=', reply.session_id).where('athlete_id', '=', reply.athlete_id).execute();
  await db
    .insertInto('session_absences')
    .values({ session_id: toSessionId, athlete_id: reply.athlete_id, reason: reply.reason as 'sick', note: reply.note, reported_at: reply.reported_at })
    .onConflict((oc) => oc.columns(['session_id', 'athlete_id']).doNothing())
    .execute();
}
