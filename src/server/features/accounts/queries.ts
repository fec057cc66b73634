import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database, ProfilesTable } from '../../db/schema';
import type { TProfile } from '../../../shared/validation/accounts';

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

export async function deleteUserCascade(db: Executor, userId: string, email: string): Promise<void> {
  // Every table keyed to the user or to their athletes cascades from users (foreign keys);
  // the outbox is keyed by address, so the family's e-mails go explicitly.
  await db.deleteFrom('outbox').where('to_address', '=', email).execute();
  await db.deleteFrom('verifications').where('identifier', 'like', `%${email}%`).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
