import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database, ProfilesTable } from '#server/db/schema';
import type { TProfile } from '#shared/validation/accounts';

type Executor = Kysely<Database> | Transaction<Database>;

export type ProfileColumns = Partial<Pick<ProfilesTable, 'display_name' | 'phone' | 'address' | 'birth_date' | 'bio'>>;

export function toProfile(row: Selectable<ProfilesTable>, email: string): TProfile {
  return {
    displayName: row.display_name,
    phone: row.phone,
    address: row.address,
    birthDate: row.birth_date,
    bio: row.bio,
    avatarUrl: row.avatar_url,
    email,
    createdAt: row.created_at,
  };
}

export async function findProfile(db: Executor, userId: string) {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Insert or update the one profile row of a user (keyed by user_id). */
export async function upsertProfile(db: Executor, userId: string, values: ProfileColumns): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('profiles')
    .values({ id: randomUUID(), user_id: userId, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Removes every row that names the family. Tables keyed to the user or to their athletes cascade
 * from users (foreign keys); the rest name the family by address or id inside a value: the outbox
 * (messages to the family, and the academy's copies of their applications), verification rows (a
 * reset token's row holds the user id), counters keyed by address or id, and applications.
 */
export async function deleteUserCascade(db: Executor, userId: string, email: string): Promise<void> {
  const mentions = (column: string, text: string) => sql<boolean>`${sql.ref(column)} like ${containing(text)} escape '\\'`;
  await db
    .deleteFrom('outbox')
    .where((eb) => eb.or([eb('to_address', '=', email), mentions('text_body', email)]))
    .execute();
  await db
    .deleteFrom('verifications')
    .where((eb) => eb.or([eb('value', '=', userId), mentions('identifier', email), mentions('value', email)]))
    .execute();
  await db
    .deleteFrom('throttles')
    .where((eb) => eb.or([mentions('key', email), mentions('key', userId)]))
    .execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function setUserLocale(db: Executor, userId: string, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
}
