/** The calendar feed's SQL: one token per family, found by the token or by the family. */
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

/** The family a live token belongs to (the unique index on `token` makes this one lookup). */
export async function findFeedFamily(db: Executor, token: string): Promise<string | null> {
  const row = await db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
  return row?.user_id ?? null;
}

export function findFamilyFeed(db: Executor, userId: string) {
  return db.selectFrom('calendar_feeds').select(['token', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** Makes the family's token, or replaces it: the old one matches nothing from this commit on. */
export function upsertFeed(db: Executor, row: { user_id: string; token: string; created_at: string }) {
  return db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token: row.token, created_at: row.created_at }))
    .returning(['token', 'created_at'])
    .executeTakeFirstOrThrow();
}
