/**
 * The Families tab's SQL: every account newest first, found by name, e-mail, phone or an athlete's
 * first name. The list walks the users_joined index and stops after a page; a search scans at most
 * the academy's accounts once (a few thousand rows), with the athletes checked by their parent index.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search as one condition on `u` (users) and `p` (profiles); undefined for an empty search. */
function matching(q: string | undefined, isPg: boolean): Expression<SqlBool> | undefined {
  const term = (q ?? '').trim().toLowerCase();
  if (!term) return undefined;
  const anywhere = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(term)}%`;
  const digits = term.replace(/\D/g, '');
  // "858 555" finds "(858) 555-0101": a search made only of phone characters compares digits.
  // Each table is searched on its own and once; the list then keeps the families found.
  const phoneDigits = isPg
    ? sql`translate(f.phone, ' ()-.+', '')`
    : sql`replace(replace(replace(replace(replace(replace(f.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;
  const phone =
    digits.length >= 3 && /^[\d\s()+.-]+$/.test(term)
      ? sql`union select f.user_id from profiles f where ${phoneDigits} like ${`%${digits}%`}`
      : sql``;
  return sql<SqlBool>`u.id in (
    select x.id from users x where x.email like ${anywhere} escape '\\' or lower(x.name) like ${anywhere} escape '\\'
    union select f.user_id from profiles f where lower(f.display_name) like ${anywhere} escape '\\'
    union select a.parent_id from athletes a where lower(a.name) like ${prefix} escape '\\'
    ${phone})`;
}

function base(db: Executor, q: string | undefined) {
  const condition = matching(q, isPostgres(db));
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
  const row = await (matching(q, false) ? base(db, q) : db.selectFrom('users as u')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Everyone the search finds, for a bulk message: id, e-mail and the name to greet. */
export async function listRecipients(db: Executor, q: string | undefined) {
  return base(db, q).select(['u.id', 'u.email', 'u.name', 'p.display_name']).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute();
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

/** The families' memberships with their plan's name (the newest per family wins). */
export async function membershipsOf(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .select(['m.user_id', 'm.status', 'm.current_period_end', 'm.provider', 't.name as plan', 'm.created_at'])
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
