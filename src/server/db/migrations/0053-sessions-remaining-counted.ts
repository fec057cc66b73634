/**
 * Sessions remaining are counted from the schedule's rows (issue 38, point 4;
 * src/shared/sessions-remaining.ts): `memberships.sessions_remaining`, written at checkout and
 * never moved, is no longer written or read.
 *
 * The column is kept, with a default of 0, rather than dropped: every insert written against the
 * schema before this migration (test fixtures, seeds, work on other branches) names it, and a drop
 * would fail each of them for no gain. Its type (schema.ts) lets it be left out of an insert and
 * never read. A later migration may drop it once nothing names it.
 */
import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table memberships alter column sessions_remaining set default 0`.execute(db);
    return;
  }
  // SQLite cannot change a column's default: the column is made again, empty, with one.
  await db.schema.alterTable('memberships').dropColumn('sessions_remaining').execute();
  await db.schema.alterTable('memberships').addColumn('sessions_remaining', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table memberships alter column sessions_remaining drop default`.execute(db);
  }
}
