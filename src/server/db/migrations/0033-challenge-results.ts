/**
 * A timed challenge with a target records the result the athlete reports when its countdown ends
 * (issue 18, point 3; decision 038): the best of the week, shown on the card and in the dialog.
 */
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('athlete_challenges').addColumn('best_result', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('athlete_challenges').dropColumn('best_result').execute();
}
