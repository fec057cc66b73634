/**
 * Time spent on a lesson counted once per session (issue 18: one 10-minute session saved four times
 * was stored as 40 minutes). A save names its session by the start the server recorded
 * (training_starts); the row keeps that session's start and minutes, so a later save of the same
 * session replaces its minutes instead of adding them again.
 */
import { columnTypes, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('lesson_progress').addColumn('session_started_at', t.timestamp).execute();
  await db.schema.alterTable('lesson_progress').addColumn('session_minutes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('lesson_progress').dropColumn('session_minutes').execute();
  await db.schema.alterTable('lesson_progress').dropColumn('session_started_at').execute();
}
