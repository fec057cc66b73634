import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/**
 * A migrator over our migrations. On PostgreSQL it finds its bookkeeping tables in the connection's
 * own schema only (see pg-introspector.ts), so databases side by side on one server stay apart.
 */
export function migratorFor(db: Db): Migrator {
  // Branches land in any order: a migration numbered below one already run still runs (decision 083).
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
