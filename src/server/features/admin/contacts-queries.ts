/**
 * The Families tab's SQL: every account newest first, found by name, e-mail, phone or an athlete's
 * first name. The list walks the users_joined index and stops after a page; a search reads one short
 * line per family (contact_search), by trigram index on PostgreSQL.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search as one condition on `u` (users); undefined for an empty search. It reads each family's
 * searchable line (migration 0024: name, e-mail, display name, phone digits and athletes' first
 * names, lower case), a trigram index on PostgreSQL.
 */
function matching(db: Executor, q: string | undefined): Expression<SqlBool> | undefined {
  const term = (q ?? '').trim().toLowerCase();
  if (!term) return undefined;
  // "858 555" finds "(858) 555-0101": a search made only of phone characters compares digits.
  const digits = term.replace(/\D/g, '');
  const needle = digits.length >= 3 && /^[\d\s()+.-]+$/.test(term) ? digits : term;
  const hits = sql`select s.user_id from contact_search s where s.haystack like ${`%${escapeLike(needle)}%`} escape '\\'`;
  // PostgreSQL gathers the matches once (an array) and fetches those accounts by key. Left to plan
  // `in (...)` itself, it walked every account by join date testing each one (16 ms for a common
  // first name among 10,000 families, against 5 ms).
  return isPostgres(db) ? sql<SqlBool>`u.id = any(array(${hits}))` : sql<SqlBool>`u.id in (${hits})`;
}

function base(db: Executor, q: string | undefined) {
  const condition = matching(db, q);
  const query = db.selectFrom('users as u').leftJoin('profiles as p', 'p.user_id', 'u.id');
  return condition ? query.where(condition) : query;
}

export type ContactCursor = { joinedAt: string; id: string };

/**
 * A page of contacts. `withTotal` adds how many match in all, counted in the same scan (a window
 * over the matches), so a first page of a search reads the accounts once.
 */
export async function listContactRows(db: Executor, q: string | undefined, limit: number, cursor: ContactCursor | undefined, withTotal = false) {
  let query = base(db, q).select(['u.id', 'u.name', 'u.email', 'u.role', 'u.created_at', 'p.display_name', 'p.phone', 'p.address']).select(
    withTotal ? sql<number | string>`count(*) over ()`.as('total') : sql<null>`null`.as('total'),
  );
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('u.created_at', '<', cursor.joinedAt), eb.and([eb('u.created_at', '=', cursor.joinedAt), eb('u.id', '<', cursor.id)])]),
    );
  }
  return query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
}

export async function countContacts(db: Executor, q: string | undefined): Promise<number> {
  const row = await (q?.trim() ? base(db, q) : db.selectFrom('users as u')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Everyone the search finds, for a bulk message: their ids only, newest first, read from the
 * users_joined index (a bulk send writes by id; its notifications find the names and addresses).
 */
export async function listRecipientIds(db: Executor, q: string | undefined): Promise<string[]> {
  const condition = matching(db, q);
  const query = db.selectFrom('users as u').select('u.id');
  const rows = await (condition ? query.where(condition) : query).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute();
  return rows.map((r) => r.id);
}

export async function findContact(db: Executor, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'p.display_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function athletesOf(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db.selectFrom('athletes').select(['parent_id', 'name']).where('parent_id', 'in', userIds).orderBy('created_at').orderBy('id').execute();
}

/** The families' memberships with their plan's name and athlete (the newest per athlete wins; decision 040). */
export async function membershipsOf(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select([
      'm.id', 'm.user_id', 'm.athlete_id', 'a.name as athlete_name', 'm.status', 'm.current_period_start', 'm.current_period_end', 'm.cancel_at_period_end', 'm.provider',
      't.name as plan', 't.sessions_per_month', 't.interval', 'm.created_at',
    ])
    .where('m.user_id', 'in', userIds)
    .orderBy('m.created_at')
    .execute();
}

/**
 * The admins, locked until the transaction ends on PostgreSQL (SQLite runs one writer at a time), so
 * two admins demoting each other at once cannot leave the academy without one.
 */
export async function countAdminsLocked(db: Trx): Promise<number> {
  const query = db.selectFrom('users').select('id').where('role', '=', 'admin');
  const rows = await (isPostgres(db) ? query.forUpdate() : query).execute();
  return rows.length;
}

export async function updateRole(db: Executor, userId: string, role: string): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}
