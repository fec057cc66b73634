import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function hasAdminBootstrap(db: Executor): Promise<boolean> {
  return Boolean(await db.selectFrom('admin_bootstrap').select('id').executeTakeFirst());
}

/** Records that the academy has had an admin. A plain insert: a second one fails on the primary key. */
export async function insertAdminBootstrap(db: Executor): Promise<void> {
  await db.insertInto('admin_bootstrap').values({ id: 1 }).execute();
}

/** The same fact, for grants: an admin granted after another is no news. */
export async function ensureAdminBootstrap(db: Executor): Promise<void> {
  await db
    .insertInto('admin_bootstrap')
    .values({ id: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findSetupCode(db: Executor) {
  return db.selectFrom('admin_setup_codes').select(['code_hash', 'expires_at']).where('id', '=', 1).executeTakeFirst();
}

/** Stores the one live code, replacing any earlier one. */
export async function replaceSetupCode(db: Executor, codeHash: string, expiresAt: string, now: string): Promise<void> {
  await db
    .insertInto('admin_setup_codes')
    .values({ id: 1, code_hash: codeHash, expires_at: expiresAt, created_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, created_at: now }))
    .execute();
}

export async function deleteSetupCodes(db: Executor): Promise<void> {
  await db.deleteFrom('admin_setup_codes').execute();
}
