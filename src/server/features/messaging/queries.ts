/** Conversations' SQL (Kysely); used by service.ts only. Every read of a thread names its family or is staff's. */
import { type Insertable, sql } from 'kysely';
import type { ConversationKind } from '#shared/messaging';
import { type Db, isPostgres } from '#server/db/database';
import type { MessagesTable } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;
const CHUNK = 400;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ConversationRow = {
  id: string;
  family_id: string;
  kind: ConversationKind;
  family_last_read_id: string | null;
  staff_waiting_since: string | null;
};
const CONVERSATION_COLUMNS = ['id', 'family_id', 'kind', 'family_last_read_id', 'staff_waiting_since'] as const;

/**
 * The family's threads with what the list shows, in one round trip: each thread's newest message the
 * family may see and how many staff messages after its read marker (ranges on messages_conversation).
 */
export async function listThreadSummaries(db: Executor, familyId: string) {
  return db
    .selectFrom('conversations as c')
    .select((eb) => [
      'c.id',
      'c.kind',
      eb
        .selectFrom('messages as m')
        .select('m.body')
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.hidden_at', 'is', null)
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_body'),
      eb
        .selectFrom('messages as m')
        .select('m.created_at')
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.hidden_at', 'is', null)
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_at'),
      eb
        .selectFrom('messages as m')
        .select((m) => m.fn.countAll<number | string>().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.author_role', '<>', 'family')
        .where('m.hidden_at', 'is', null)
        .where((m) => m.or([m('c.family_last_read_id', 'is', null), m('m.id', '>', m.ref('c.family_last_read_id'))]))
        .as('unread'),
    ])
    .where('c.family_id', '=', familyId)
    .execute();
}

/** The families' threads of this kind, made if missing (a second writer's insert is ignored). */
export async function ensureConversations(db: Executor, familyIds: string[], kind: ConversationKind, ids: () => string, now: string): Promise<Map<string, string>> {
  const byFamily = new Map<string, string>();
  for (let i = 0; i < familyIds.length; i += CHUNK) {
    const chunk = familyIds.slice(i, i + CHUNK);
    await db
      .insertInto('conversations')
      .values(chunk.map((familyId) => ({ id: ids(), family_id: familyId, kind, created_at: now })))
      .onConflict((oc) => oc.columns(['family_id', 'kind']).doNothing())
      .execute();
    const rows = await db.selectFrom('conversations').select(['id', 'family_id']).where('kind', '=', kind).where('family_id', 'in', chunk).execute();
    for (const row of rows) byFamily.set(row.family_id, row.id);
  }
  return byFamily;
}

/** A thread, only if it is this family's: another family's id reads exactly like a missing one. */
export async function findFamilyConversation(db: Executor, familyId: string, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').select(CONVERSATION_COLUMNS).where('id', '=', id).where('family_id', '=', familyId).executeTakeFirst();
}

/** A thread with its owner's role, for staff. */
export async function findConversationForStaff(db: Executor, id: string) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.id', 'c.family_id')
    .select(['c.id', 'c.family_id', 'c.kind', 'c.staff_waiting_since', 'c.family_last_read_id', 'u.role', 'u.email'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

const MESSAGE_COLUMNS = ['id', 'author_role', 'author_name', 'subject', 'body', 'is_urgent', 'created_at', 'hidden_at', 'hidden_by'] as const;

/** A page of a thread, newest first; the cursor is the oldest id of the page before. */
export async function listThread(db: Executor, conversationId: string, limit: number, cursor: string | undefined, includeHidden: boolean) {
  let query = db.selectFrom('messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', conversationId);
  if (!includeHidden) query = query.where('hidden_at', 'is', null);
  if (cursor) query = query.where('id', '<', cursor);
  return query.orderBy('id', 'desc').limit(limit + 1).execute();
}

export async function insertMessages(db: Executor, rows: Insertable<MessagesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('messages').values(rows.slice(i, i + CHUNK)).execute();
}

/** After a family message: the thread's last message, and it waits for staff from its oldest unanswered message. */
export async function touchAfterFamilyMessage(db: Executor, conversationId: string, messageId: string, at: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set((eb) => ({
      last_message_id: messageId,
      last_message_at: at,
      first_message_at: eb.fn.coalesce('first_message_at', sql<string>`${at}`),
      staff_waiting_since: eb.fn.coalesce('staff_waiting_since', sql<string>`${at}`),
    }))
    .where('id', '=', conversationId)
    .execute();
}

/** After staff wrote in these threads: their last message, and nothing waits any more. */
export async function touchAfterStaffMessages(db: Executor, latest: { conversationId: string; messageId: string }[], at: string): Promise<void> {
  // One statement per chunk: every message of a send has the same time, and each thread one new message.
  for (let i = 0; i < latest.length; i += CHUNK) {
    const chunk = latest.slice(i, i + CHUNK);
    await db
      .updateTable('conversations')
      .set((eb) => ({
        last_message_id: eb.selectFrom('messages as m').select((m) => m.fn.max('m.id').as('id')).whereRef('m.conversation_id', '=', 'conversations.id'),
        last_message_at: at,
        first_message_at: eb.fn.coalesce('first_message_at', sql<string>`${at}`),
        staff_waiting_since: null,
      }))
      .where(
        'id',
        'in',
        chunk.map((c) => c.conversationId),
      )
      .execute();
  }
}

/** Moves the family's read marker forward (never back); returns the staff messages it newly covers. */
export async function advanceReadMarker(db: Trx, conversation: ConversationRow, throughId: string, at: string): Promise<string[]> {
  if (conversation.family_last_read_id && conversation.family_last_read_id >= throughId) return [];
  let covered = db.selectFrom('messages').select('id').where('conversation_id', '=', conversation.id).where('author_role', '<>', 'family').where('id', '<=', throughId);
  if (conversation.family_last_read_id) covered = covered.where('id', '>', conversation.family_last_read_id);
  const ids = (await covered.execute()).map((r) => r.id);
  await db
    .updateTable('conversations')
    .set({ family_last_read_id: throughId, family_last_read_at: at })
    .where('id', '=', conversation.id)
    .where((eb) => eb.or([eb('family_last_read_id', 'is', null), eb('family_last_read_id', '<', throughId)]))
    .execute();
  return ids;
}

/** The newest message of a thread (hidden ones included: reading past them is still reading). */
export async function newestMessageId(db: Executor, conversationId: string): Promise<string | undefined> {
  const row = await db.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}

/** Staff messages to the family across its threads, newest first (the dashboard's panel). */
export async function listStaffMessagesOf(db: Executor, familyId: string, limit: number, cursor: string | undefined, onlyId?: string) {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.subject', 'm.body', 'm.author_name', 'm.created_at', 'c.family_last_read_id', 'c.family_last_read_at'])
    .where('m.family_id', '=', familyId)
    .where('m.author_role', '=', 'staff')
    .where('m.hidden_at', 'is', null);
  if (cursor) query = query.where('m.id', '<', cursor);
  if (onlyId) query = query.where('m.id', '=', onlyId);
  return query.orderBy('m.id', 'desc').limit(limit + 1).execute();
}

export async function findFamilyMessage(db: Executor, familyId: string, id: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'author_role'])
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

export async function findMessage(db: Executor, id: string) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.family_id')
    .select(['m.id', 'm.conversation_id', 'm.family_id', 'm.hidden_at', 'm.body', 'u.email'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export async function hideMessage(db: Executor, id: string, by: string, at: string): Promise<boolean> {
  const result = await db.updateTable('messages').set({ hidden_at: at, hidden_by: by }).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The coaches and admins: their open inboxes are told about new messages. */
export async function listStaffIds(db: Executor): Promise<string[]> {
  return (await db.selectFrom('users').select('id').where('role', 'in', ['coach', 'admin']).execute()).map((r) => r.id);
}

export type InboxCursor = { phase: 'w' | 'a'; at: string; id: string };

const inboxBase = (db: Executor, parentsOnly: boolean) => {
  const query = db
    .selectFrom('conversations as c')
    .leftJoin('messages as m', 'm.id', 'c.last_message_id')
    .select(['c.id', 'c.family_id', 'c.kind', 'c.staff_waiting_since', 'c.last_message_at', 'm.body as last_body', 'm.subject as last_subject']);
  return parentsOnly ? query.innerJoin('users as u', 'u.id', 'c.family_id').where('u.role', '=', 'parent') : query;
};

/** Waiting threads, oldest waiting first (index conversations_waiting). */
export async function listWaiting(db: Executor, limit: number, after: InboxCursor | undefined, parentsOnly: boolean) {
  let query = inboxBase(db, parentsOnly).where('c.staff_waiting_since', 'is not', null);
  if (after) query = query.where((eb) => eb.or([eb('c.staff_waiting_since', '>', after.at), eb.and([eb('c.staff_waiting_since', '=', after.at), eb('c.id', '>', after.id)])]));
  return query.orderBy('c.staff_waiting_since', 'asc').orderBy('c.id', 'asc').limit(limit).execute();
}

/** Answered threads, most recent first (index conversations_recent). */
export async function listAnswered(db: Executor, limit: number, after: InboxCursor | undefined, parentsOnly: boolean) {
  let query = inboxBase(db, parentsOnly).where('c.staff_waiting_since', 'is', null).where('c.last_message_at', 'is not', null);
  if (after) query = query.where((eb) => eb.or([eb('c.last_message_at', '<', after.at), eb.and([eb('c.last_message_at', '=', after.at), eb('c.id', '<', after.id)])]));
  return query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

/** What staff see of these families: name and phone, athletes' first names and birth years, membership. */
export async function familyDetails(db: Executor, familyIds: string[]) {
  if (!familyIds.length) return { people: [], athletes: [], memberships: [] };
  const [people, athletes, memberships] = await Promise.all([
    db.selectFrom('users as u').leftJoin('profiles as p', 'p.user_id', 'u.id').select(['u.id', 'u.name', 'p.display_name', 'p.phone']).where('u.id', 'in', familyIds).execute(),
    db.selectFrom('athletes').select(['parent_id', 'name', 'birth_year']).where('parent_id', 'in', familyIds).orderBy('created_at').orderBy('id').execute(),
    db
      .selectFrom('memberships as m')
      .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
      .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
      .select(['m.id', 'm.user_id', 'm.athlete_id', 'a.name as athlete_name', 'm.status', 'm.current_period_end', 'm.provider', 't.name as plan'])
      .where('m.user_id', 'in', familyIds)
      .orderBy('m.created_at')
      .execute(),
  ]);
  return { people, athletes, memberships };
}

/** Parents' accounts found by name, phone or an athlete's first name (never by e-mail: coaches see none). */
function familyMatch(db: Executor, q: string | undefined) {
  let query = db.selectFrom('users as u').where('u.role', '=', 'parent');
  const term = (q ?? '').trim().toLowerCase();
  if (!term) return query;
  const anywhere = `%${escapeLike(term)}%`;
  const digits = term.replace(/\D/g, '');
  const phoneDigits = isPostgres(db)
    ? sql`translate(f.phone, ' ()-.+', '')`
    : sql`replace(replace(replace(replace(replace(replace(f.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;
  const phone = digits.length >= 3 && /^[\d\s()+.-]+$/.test(term) ? sql`union select f.user_id from profiles f where ${phoneDigits} like ${`%${digits}%`}` : sql``;
  query = query.where(
    sql<boolean>`u.id in (
      select x.id from users x where lower(x.name) like ${anywhere} escape '\\'
      union select f.user_id from profiles f where lower(f.display_name) like ${anywhere} escape '\\'
      union select a.parent_id from athletes a where lower(a.name) like ${`${escapeLike(term)}%`} escape '\\'
      ${phone})`,
  );
  return query;
}

export type FamilyCursor = { joinedAt: string; id: string };

export async function searchFamilies(db: Executor, q: string | undefined, limit: number, cursor: FamilyCursor | undefined) {
  let query = familyMatch(db, q).select(['u.id', 'u.created_at']);
  if (cursor) query = query.where((eb) => eb.or([eb('u.created_at', '<', cursor.joinedAt), eb.and([eb('u.created_at', '=', cursor.joinedAt), eb('u.id', '<', cursor.id)])]));
  return query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
}

export async function countFamilies(db: Executor, q: string | undefined): Promise<number> {
  const row = await familyMatch(db, q).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listFamilyIds(db: Executor, q: string | undefined): Promise<string[]> {
  return (await familyMatch(db, q).select('u.id').execute()).map((r) => r.id);
}

/** The name the family goes by (its profile's display name, else the account's name). */
export async function familyNameOf(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users as u').leftJoin('profiles as p', 'p.user_id', 'u.id').select(['u.name', 'p.display_name']).where('u.id', '=', userId).executeTakeFirst();
  return row ? row.display_name?.trim() || row.name.trim() || undefined : undefined;
}

export async function isParentFamily(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'parent').executeTakeFirst();
  return row !== undefined;
}

/** The family's threads and messages for its data export (hidden ones included: they are the family's words too). */
export async function exportThreads(db: Executor, familyId: string) {
  const [conversations, messages] = await Promise.all([
    db.selectFrom('conversations').select(['id', 'kind', 'created_at']).where('family_id', '=', familyId).execute(),
    db
      .selectFrom('messages')
      .select(['id', 'conversation_id', 'author_role', 'author_name', 'subject', 'body', 'is_urgent', 'hidden_at', 'created_at'])
      .where('family_id', '=', familyId)
      .orderBy('id')
      .execute(),
  ]);
  return { conversations, messages };
}

// --- Training Updates read marker ---
export async function readThroughOf(db: Executor, familyId: string): Promise<string | null> {
  const row = await db.selectFrom('announcement_reads').select('read_through').where('family_id', '=', familyId).executeTakeFirst();
  return row?.read_through ?? null;
}

export async function setReadThrough(db: Executor, familyId: string, through: string): Promise<void> {
  await db
    .insertInto('announcement_reads')
    .values({ family_id: familyId, read_through: through })
    .onConflict((oc) => oc.column('family_id').doUpdateSet({ read_through: through }))
    .execute();
}
