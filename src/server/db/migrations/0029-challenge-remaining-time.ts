/**
 * A challenge timer closed part-way keeps its remaining seconds on the server (issue 18: Continue
 * restarted at the full time), so Continue, on this device or another, picks up where it stopped.
 */
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('athlete_challenges').addColumn('remaining_seconds', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('athlete_challenges').dropColumn('remaining_seconds').execute();
}
