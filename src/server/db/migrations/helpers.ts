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
