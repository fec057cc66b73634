/**
 * A lesson's drill diagram (issue 18, point 5; decision 038): JSON of the shared ZDrillDiagram,
 * drawn as an animated SVG on the lesson page until the lesson has a video; null when it has none.
 */
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('lessons').addColumn('diagram', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('diagram').execute();
}
