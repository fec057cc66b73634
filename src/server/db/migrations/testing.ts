/** For a migration's own test: a fresh database brought up to just before that migration. */
import type { Kysely } from 'kysely';
import { createDatabase, type Db, type Dialect } from '../database';
import { migratorFor } from '../migrate';
import { freshDatabase } from '#server/testing/harness';
import { migrations } from './index';

export type DatabaseBefore = {
  db: Db;
  /** The same database, untyped: its schema is the one of that point in history. */
  raw: Kysely<Record<string, Record<string, unknown>>>;
  /** Runs the migration under test (and back down, with `down`). */
  up(): Promise<void>;
  down(): Promise<void>;
  close(): Promise<void>;
};

export async function databaseBefore(dialect: Dialect, target: string): Promise<DatabaseBefore> {
  const fresh = await freshDatabase(dialect);
  const database = createDatabase(fresh.config);
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(target) - 1]!;
  const migrator = migratorFor(database.db);
  const migrateTo = async (name: string) => {
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };
  await migrateTo(previous);
  return {
    db: database.db,
    raw: database.db as unknown as DatabaseBefore['raw'],
    up: () => migrateTo(target),
    down: () => migrateTo(previous),
    async close() {
      await database.close();
      await fresh.cleanup();
    },
  };
}
