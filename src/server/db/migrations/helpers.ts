/**
 * Column types that read the same on both dialects (see database.ts): one migration set for SQLite
 * and PostgreSQL.
 */
import { type ColumnDataType, type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../database';

// Migrations are written against an untyped database: the schema at that point in history.
export type MigrationDb = Kysely<any>;

export { isPostgres };

export function columnTypes(db: MigrationDb) {
  const pg = isPostgres(db);
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    date: (pg ? 'date' : 'text') as ColumnDataType,
    /** JSON is stored as text on both dialects and parsed by the queries that read it. */
    json: 'text' as ColumnDataType,
    /** Large integers (epoch milliseconds) that overflow a 32-bit PostgreSQL integer. */
    bigint: (pg ? 'bigint' : 'integer') as ColumnDataType,
    /** better-auth's own tables keep native booleans on PostgreSQL. */
    authBoolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
  };
}

/** The current time as an ISO-8601 UTC string, the form every timestamp has in this database. */
export function nowDefault(db: MigrationDb): RawBuilder<unknown> {
  return isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * Changes the kinds a notification may be (its check). SQLite cannot alter a check, so the table is
 * built anew from its own stored definition, with its indexes.
 */
export async function setNotificationKinds(db: MigrationDb, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
    await sql`alter table notifications add constraint notifications_kind_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'notifications'`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  if (!definition.includes(from)) throw new Error(`notifications: expected the check ${from}`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'notifications' and sql is not null`.execute(db);
  const created = definition.replace(/^create table\s+("?)notifications\1/i, 'create table "notifications_new"').replace(from, to);
  await sql.raw(created).execute(db);
  await sql`insert into notifications_new select * from notifications`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`alter table notifications_new rename to notifications`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
