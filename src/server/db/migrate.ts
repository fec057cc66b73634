import { Migrator, sql } from 'kysely';
import { type Db, isPostgres } from './database';
import { migrations } from './migrations';

/**
 * On PostgreSQL, the schema the connection works in. Kysely looks for its own tables in every
 * schema unless told which one, so a second database in another schema of the same server (tests
 * run side by side) would make it skip creating them in ours.
 */
async function currentSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Whether a migration run failed only because another schema vanished while Kysely listed every
 * schema's tables (another database on the same server dropped it: tests side by side). Nothing of
 * ours ran, so running again is safe.
 */
export function isVanishedSchemaError(error: unknown, ours: string | undefined): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === '3F000' && !(ours && e.message?.includes(`"${ours}"`));
}

/** Runs a migrator step again (up to 3 times) when another schema vanished under it. */
export async function retryingVanishedSchemas<R extends { error?: unknown }>(step: () => Promise<R>, ours: string | undefined): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await step();
    if (attempt >= 3 || !isVanishedSchemaError(outcome.error, ours)) return outcome;
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const schema = await currentSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await retryingVanishedSchemas(() => migrator.migrateToLatest(), schema);
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
