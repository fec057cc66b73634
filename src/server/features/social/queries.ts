import { type Kysely, sql, type Transaction } from 'kysely';
import { prepareQuery } from '#server/db/prepared';
import type { Database, FamilyRelationshipsTable } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export type RelationshipRow = Pick<FamilyRelationshipsTable, 'id' | 'requester_id' | 'addressee_id' | 'status' | 'responded_at'> & {
  is_by_email: number;
  created_at: string;
};

/** A family's name as others see it: the profile's display name, else the account's name. */
export async function listFamilyNames(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.role', 'p.display_name'])
    .where('u.id', 'in', userIds)
    .execute();
}

/**
 * The families' athletes that other families may see (not hidden from boards), oldest first. Sorted
 * here, not in SQL: asked to sort, PostgreSQL walked the whole table in date order (20 ms at 100,000
 * athletes) instead of reading each family's few rows by the parent index.
 */
export async function listVisibleAthletes(db: Executor, parentIds: string[]) {
  if (!parentIds.length) return [];
  const rows = await db
    .selectFrom('athletes')
    .select(['id', 'parent_id', 'name', 'created_at'])
    .where('parent_id', 'in', parentIds)
    .where('hide_from_rankings', '=', 0)
    .execute();
  return rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || a.id.localeCompare(b.id));
}

/** A parent family (role parent) by its e-mail address, already lower case. */
export async function findParentIdByEmail(db: Executor, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).where('role', '=', 'parent').executeTakeFirst();
  return row?.id ?? null;
}

export async function findParentId(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'parent').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A membership that makes its family an academy family (docs/product.md, Social Hub): active,
 * past due or canceled, in its paid period as the family sees it (effectiveMembershipStatus: a
 * canceled one, or an active one of the test provider, ends with its period; the payment provider's
 * own active and past-due ones run until it says otherwise). Read per family by memberships_user_idx.
 */
function liveMembershipOf(userColumn: string, now: string) {
  return sql<boolean>`exists (
    select 1 from memberships m
    where m.user_id = ${sql.ref(userColumn)}
      and (m.status = 'past_due' or (m.status = 'active' and m.provider <> 'test') or (m.status in ('active', 'canceled') and m.current_period_end > ${now}))
  )`;
}

const academyFamily = prepareQuery((db, p: { userId: string; now: string }) =>
  db.selectFrom('users as u').select('u.id').where('u.id', '=', p.userId).where(liveMembershipOf('u.id', p.now)),
);

/** Whether the family holds a membership that makes it one of the academy's (see liveMembershipOf). */
export async function isAcademyFamily(db: Executor, userId: string, now: string): Promise<boolean> {
  return Boolean(await academyFamily.first(db, { userId, now }));
}

const searchTerms = prepareQuery((db, p: { from: string; to: string; viewerId: string; limit: number; now: string }) =>
  db
    .selectFrom('family_name_terms as t')
    .select('t.user_id')
    .where('t.term', '>=', p.from)
    .where('t.term', '<', p.to)
    .where('t.user_id', '<>', p.viewerId)
    .where(liveMembershipOf('t.user_id', p.now))
    .orderBy('t.term')
    .orderBy('t.user_id')
    .limit(p.limit),
);

/**
 * Accounts whose name has a word starting with the prefix: one range of the terms' primary key (the
 * upper bound is the prefix followed by the highest code point), so both databases read that range
 * first, keeping only academy families (each checked by its memberships' user index). A family may
 * match on up to three words, so the caller asks for more rows than it shows, keeps each account once
 * and leaves out staff (listFamilyNames gives the role).
 */
export async function searchFamilyIds(db: Executor, p: { prefix: string; viewerId: string; limit: number; now: string }): Promise<string[]> {
  const rows = await searchTerms.all(db, { from: p.prefix, to: `${p.prefix}\u{10FFFF}`, viewerId: p.viewerId, limit: p.limit, now: p.now });
  return [...new Set(rows.map((r) => r.user_id))];
}

const relationshipColumns = ['id', 'requester_id', 'addressee_id', 'status', 'is_by_email', 'created_at', 'responded_at'] as const;

/** The one row between two families, whichever asked. */
export async function findPair(db: Executor, a: string, b: string): Promise<RelationshipRow | undefined> {
  const [low, high] = a < b ? [a, b] : [b, a];
  return db.selectFrom('family_relationships').select(relationshipColumns).where('low_id', '=', low).where('high_id', '=', high).executeTakeFirst();
}

/**
 * A new pending request, unless any row exists between the two families: the unique pair index
 * decides, so concurrent requests (in either direction) leave one row. True only for the writer.
 */
export async function insertRequest(db: Executor, row: { id: string; requesterId: string; addresseeId: string; isByEmail: boolean; now: string }): Promise<boolean> {
  const [low, high] = row.requesterId < row.addresseeId ? [row.requesterId, row.addresseeId] : [row.addresseeId, row.requesterId];
  const inserted = await db
    .insertInto('family_relationships')
    .values({
      id: row.id,
      requester_id: row.requesterId,
      addressee_id: row.addresseeId,
      low_id: low,
      high_id: high,
      status: 'pending',
      is_by_email: row.isByEmail ? 1 : 0,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['low_id', 'high_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

/** A row the family takes part in, by id (either side). */
export async function findRelationshipOf(db: Executor, id: string, userId: string): Promise<RelationshipRow | undefined> {
  return db
    .selectFrom('family_relationships')
    .select(relationshipColumns)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
    .executeTakeFirst();
}

/** Moves a pending request addressed to this family to its answer; true if it was still pending. */
export async function answerRequest(db: Executor, id: string, addresseeId: string, status: 'accepted' | 'rejected', now: string): Promise<boolean> {
  const result = await db
    .updateTable('family_relationships')
    .set({ status, responded_at: now })
    .where('id', '=', id)
    .where('addressee_id', '=', addresseeId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The requester now addresses the family by name: its Sent tab may list the request. */
export async function showInSent(db: Executor, id: string): Promise<void> {
  await db.updateTable('family_relationships').set({ is_by_email: 0 }).where('id', '=', id).execute();
}

export async function deleteRelationship(db: Executor, id: string, status: 'pending' | 'accepted', where: { requesterId?: string; memberId?: string }): Promise<boolean> {
  let query = db.deleteFrom('family_relationships').where('id', '=', id).where('status', '=', status);
  if (where.requesterId) query = query.where('requester_id', '=', where.requesterId);
  if (where.memberId) {
    const memberId = where.memberId;
    query = query.where((eb) => eb.or([eb('requester_id', '=', memberId), eb('addressee_id', '=', memberId)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The family's friendships (accepted, either side), newest first. */
export async function listAccepted(db: Executor, userId: string): Promise<RelationshipRow[]> {
  return db
    .selectFrom('family_relationships')
    .select(relationshipColumns)
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('low_id', '=', userId), eb('high_id', '=', userId)]))
    .orderBy('responded_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Pending requests the family received, or sent (by name: those sent by e-mail are not listed). */
export async function listPending(db: Executor, userId: string, side: 'received' | 'sent'): Promise<RelationshipRow[]> {
  let query = db
    .selectFrom('family_relationships')
    .select(relationshipColumns)
    .where('status', '=', 'pending')
    .where(side === 'received' ? 'addressee_id' : 'requester_id', '=', userId);
  if (side === 'sent') query = query.where('is_by_email', '=', 0);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

const friendCount = prepareQuery((db, p: { athleteId: string }) =>
  db
    .selectFrom('athletes as a')
    .innerJoin('family_relationships as r', (join) =>
      join.on('r.status', '=', 'accepted').on((eb) => eb.or([eb('r.low_id', '=', eb.ref('a.parent_id')), eb('r.high_id', '=', eb.ref('a.parent_id'))])),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.id', '=', p.athleteId),
);

/** How many families the athlete's family is friends with. */
export async function countFamilyFriends(db: Executor, athleteId: string): Promise<number> {
  const row = await friendCount.first(db, { athleteId });
  return Number(row?.n ?? 0);
}

export async function listAthleteIds(db: Executor, parentIds: string[]): Promise<string[]> {
  if (!parentIds.length) return [];
  const rows = await db.selectFrom('athletes').select('id').where('parent_id', 'in', parentIds).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * This period's XP of the given families' athletes, from the period totals kept with every award
 * (never the ledger). Other families' hidden athletes are left out; the viewer's own are kept.
 */
export async function listPeriodXp(db: Executor, p: { periodType: 'week' | 'month'; periodStart: string; viewerId: string; friendIds: string[] }) {
  return db
    .selectFrom('athletes as a')
    .leftJoin('xp_period_totals as t', (join) =>
      join.onRef('t.athlete_id', '=', 'a.id').on('t.period_type', '=', p.periodType).on('t.period_start', '=', p.periodStart),
    )
    .select(['a.id', 'a.parent_id', 'a.name', 't.xp', 't.updated_at'])
    .where((eb) =>
      eb.or([
        eb('a.parent_id', '=', p.viewerId),
        ...(p.friendIds.length ? [eb.and([eb('a.parent_id', 'in', p.friendIds), eb('a.hide_from_rankings', '=', 0)])] : []),
      ]),
    )
    .execute();
}

/** Everything the family's export holds about its friendships. */
export async function listAllOf(db: Executor, userId: string): Promise<RelationshipRow[]> {
  return db
    .selectFrom('family_relationships')
    .select(relationshipColumns)
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
    .orderBy('created_at')
    .execute();
}
