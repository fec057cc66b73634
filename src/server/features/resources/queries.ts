/** The resource library's SQL (Kysely), for its service only. */
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import type { Database, ResourcesTable } from '#server/db/schema';
import type { Selectable, Updateable } from 'kysely';

export type Executor = Kysely<Database> | Transaction<Database>;
export type ResourceRow = Selectable<ResourcesTable>;

/** What a library card shows: never the body, which would also make the sort move kilobytes a row. */
const CARD_COLUMNS = [
  'r.id',
  'r.slug',
  'r.title',
  'r.summary',
  'r.category',
  'r.type',
  'r.tags',
  'r.author',
  'r.published_on',
  'r.read_minutes',
  'r.is_featured',
  'r.download_count',
] as const;
export type ResourceCardRow = Pick<ResourceRow, 'id' | 'slug' | 'title' | 'summary' | 'category' | 'type' | 'tags' | 'author' | 'published_on' | 'read_minutes' | 'is_featured' | 'download_count'>;

/** What the library's search reads: lower-case title, summary, tags and author. */
export function searchTextOf(resource: { title: string; summary: string; tags: readonly string[]; author: string }): string {
  return [resource.title, resource.summary, resource.tags.join(' '), resource.author].join(' ').toLowerCase();
}

/** Each word of the search must appear; % and _ match themselves. */
function searchPatterns(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export type LibraryFilter = { q?: string | undefined; categories?: readonly string[] | undefined; type?: string | undefined };

function filtered(db: Executor, filter: LibraryFilter) {
  let query = db.selectFrom('resources as r').where('r.is_published', '=', 1);
  if (filter.categories?.length) query = query.where('r.category', 'in', [...filter.categories]);
  if (filter.type) query = query.where('r.type', '=', filter.type);
  for (const pattern of searchPatterns(filter.q)) query = query.where(sql<boolean>`r.search_text like ${pattern} escape '\\'`);
  return query;
}

/** One page of the library, read in the index's order: featured, then trending (most downloads in the window), then newest. */
export async function listLibrary(db: Executor, filter: LibraryFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .select([...CARD_COLUMNS, 'r.recent_downloads'])
    // Per row of the page only (the index gives the order, so no other row is read): no second trip.
    .select([
      sql<number>`(select count(*) from resource_ratings rr where rr.resource_id = r.id)`.as('rating_count'),
      sql<number>`(select coalesce(sum(rr.rating), 0) from resource_ratings rr where rr.resource_id = r.id)`.as('rating_sum'),
    ])
    .orderBy('r.is_featured', 'desc')
    .orderBy('r.recent_downloads', 'desc')
    .orderBy('r.published_on', 'desc')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Recounts every resource's downloads since a time (the trending window) from the (resource, time)
 * index, writing only the rows that changed: downloads age out of the window here.
 */
export async function refreshTrending(db: Executor, since: string): Promise<number> {
  const recent = sql<number>`(select count(*) from resource_downloads d where d.resource_id = resources.id and d.downloaded_at >= ${since})`;
  const result = await db
    .updateTable('resources')
    .set({ recent_downloads: recent })
    .where('recent_downloads', '!=', recent)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countLibrary(db: Executor, filter: LibraryFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPublishedBySlug(db: Executor, slug: string): Promise<ResourceRow | undefined> {
  return db.selectFrom('resources').selectAll().where('slug', '=', slug).where('is_published', '=', 1).executeTakeFirst();
}

export async function recentDownloadsOf(db: Executor, resourceId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('resource_downloads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('downloaded_at', '>=', since)
    .where('resource_id', '=', resourceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Rating sums and counts for some resources (the primary key's prefix). */
export async function ratingsOf(db: Executor, resourceIds: readonly string[]): Promise<Map<string, { sum: number; count: number }>> {
  if (!resourceIds.length) return new Map();
  const rows = await db
    .selectFrom('resource_ratings')
    .select(['resource_id', (eb) => eb.fn.sum<number>('rating').as('sum'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('resource_id', 'in', [...resourceIds])
    .groupBy('resource_id')
    .execute();
  return new Map(rows.map((row) => [row.resource_id, { sum: Number(row.sum), count: Number(row.count) }]));
}

export async function ratingBy(db: Executor, resourceId: string, userId: string): Promise<number | null> {
  const row = await db.selectFrom('resource_ratings').select('rating').where('resource_id', '=', resourceId).where('user_id', '=', userId).executeTakeFirst();
  return row?.rating ?? null;
}

/** One family, one rating per resource: a second rating replaces the first. */
export async function upsertRating(db: Executor, resourceId: string, userId: string, rating: number, now: string): Promise<void> {
  await db
    .insertInto('resource_ratings')
    .values({ resource_id: resourceId, user_id: userId, rating, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['resource_id', 'user_id']).doUpdateSet({ rating, updated_at: now }))
    .execute();
}

/** A download: its row and the counter, in the caller's transaction. */
export async function recordDownload(trx: Executor, resourceId: string, userId: string, now: string): Promise<void> {
  await trx.insertInto('resource_downloads').values({ id: timeOrderedId(), resource_id: resourceId, user_id: userId, downloaded_at: now }).execute();
  await trx
    .updateTable('resources')
    .set((eb) => ({ download_count: eb('download_count', '+', 1), recent_downloads: eb('recent_downloads', '+', 1) }))
    .where('id', '=', resourceId)
    .execute();
}

/* Admin ----------------------------------------------------------------------------------------- */

export async function listAll(db: Executor, q: string | undefined, page: { limit: number; offset: number }) {
  let query = db.selectFrom('resources as r');
  for (const pattern of searchPatterns(q)) query = query.where(sql<boolean>`r.search_text like ${pattern} escape '\\'`);
  const [rows, count] = await Promise.all([
    query.selectAll('r').orderBy('r.updated_at', 'desc').orderBy('r.id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function findById(db: Executor, id: string): Promise<ResourceRow | undefined> {
  return db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isSlugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('resources').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertResource(db: Executor, row: Omit<ResourceRow, 'created_at' | 'updated_at' | 'download_count' | 'recent_downloads'> & { updated_at: string; created_at: string }): Promise<void> {
  await db.insertInto('resources').values(row).execute();
}

export async function updateResource(db: Executor, id: string, changes: Updateable<ResourcesTable>): Promise<number> {
  const result = await db.updateTable('resources').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Locks the row against a concurrent admin edit (PostgreSQL; SQLite writes one at a time). */
export async function lockResource(trx: Executor, id: string): Promise<ResourceRow | undefined> {
  let query = trx.selectFrom('resources').selectAll().where('id', '=', id);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/* The family's own data ------------------------------------------------------------------------- */

export async function familyResourceData(db: Executor, userId: string) {
  const [ratings, downloads] = await Promise.all([
    db
      .selectFrom('resource_ratings as rr')
      .innerJoin('resources as r', 'r.id', 'rr.resource_id')
      .select(['r.title', 'rr.rating', 'rr.updated_at'])
      .where('rr.user_id', '=', userId)
      .orderBy('rr.updated_at')
      .execute(),
    db
      .selectFrom('resource_downloads as d')
      .innerJoin('resources as r', 'r.id', 'd.resource_id')
      .select(['r.title', 'd.downloaded_at'])
      .where('d.user_id', '=', userId)
      .orderBy('d.downloaded_at')
      .execute(),
  ]);
  return { ratings, downloads };
}
