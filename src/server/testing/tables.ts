/**
 * Whole-database views for tests that must prove "nothing changed" or "nothing is left": every
 * table of the current database or schema, read with select *.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/database';

// The tests look at every table, whatever its type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function tableNames(db: AnyDb): Promise<string[]> {
  const rows = isPostgres(db)
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  return rows.map((r) => r.name).sort();
}

export async function tableRows(db: AnyDb, name: string): Promise<Record<string, unknown>[]> {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
}

/** Every row of every table whose text mentions one of the needles: [table, row]. */
export async function rowsMentioning(db: AnyDb, needles: string[]): Promise<[string, unknown][]> {
  const found: [string, unknown][] = [];
  for (const name of await tableNames(db)) {
    for (const row of await tableRows(db, name)) {
      const text = JSON.stringify(row).toLowerCase();
      if (needles.some((n) => text.includes(n.toLowerCase()))) found.push([name, row]);
    }
  }
  return found;
}

/** The whole database as one comparable value (rows sorted, so row order does not matter). */
export async function snapshot(db: AnyDb): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const name of await tableNames(db)) {
    result[name] = (await tableRows(db, name)).map((row) => JSON.stringify(row)).sort();
  }
  return result;
}
