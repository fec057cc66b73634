import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * The Families tab's search (issue 14, point 3: p95 at most 20 ms with 10,000 families) looks for a
 * term anywhere in a name, an e-mail or a phone's digits (contacts-queries.ts). On PostgreSQL,
 * trigram indexes (pg_trgm, a trusted extension the database's owner may create) answer those
 * LIKE '%term%' conditions without reading every account; each index is on exactly the expression
 * the query compares. SQLite has no such index: it reads the accounts once, which at the academy's
 * size takes a few milliseconds.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  // The extension lives in `public` whatever schema the app's tables use (tests give each run a
  // schema of its own), and its operator class is named with its schema.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  if (!rows[0]) await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  else if (rows[0].schema !== 'public') await sql`alter extension pg_trgm set schema public`.execute(db);
  const trigrams = sql`public.gin_trgm_ops`;
  await sql`create index users_email_trgm on users using gin (email ${trigrams})`.execute(db);
  await sql`create index users_name_trgm on users using gin (lower(name) ${trigrams})`.execute(db);
  await sql`create index profiles_display_name_trgm on profiles using gin (lower(display_name) ${trigrams})`.execute(db);
  await sql`create index profiles_phone_digits_trgm on profiles using gin (translate(phone, ' ()-.+', '') ${trigrams})`.execute(db);
  await sql`create index athletes_name_trgm on athletes using gin (lower(name) ${trigrams})`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of ['athletes_name_trgm', 'profiles_phone_digits_trgm', 'profiles_display_name_trgm', 'users_name_trgm', 'users_email_trgm']) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
}
