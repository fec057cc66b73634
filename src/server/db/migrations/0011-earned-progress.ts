/**
 * Earned progress (issue 11, finding 11): when an athlete started a lesson or a challenge timer, as
 * the server saw it, so a completion can be held to the time it takes; and a lesson's own minimum
 * (null: half its duration). Rows go with the athlete (account deletion leaves none).
 */
import { columnTypes, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('training_starts')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    // 'lesson' (subject: the lesson id) or 'challenge' (subject: the athlete's weekly challenge id).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    // Also the index for "this athlete's other starts", which a paid save moves on.
    .addPrimaryKeyConstraint('training_starts_pk', ['athlete_id', 'kind', 'subject_id'])
    .execute();

  await db.schema.alterTable('lessons').addColumn('minimum_seconds', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('minimum_seconds').execute();
  await db.schema.dropTable('training_starts').execute();
}
