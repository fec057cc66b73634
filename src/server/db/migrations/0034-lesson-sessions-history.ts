/**
 * Each athlete's past sessions of a lesson (issue 18, point 2): one row per session, named by the
 * start the server recorded (training_starts), which later saves of the same session update, so
 * a session's minutes are held once. lesson_progress stays the lesson's running record; the
 * history is what the lesson page lists. Every existing lesson_progress row becomes one session.
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('lesson_sessions')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count', 'integer')
    .addColumn('notes', 'text')
    .addColumn('xp_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // One row per session; the lesson page reads an athlete's sessions of a lesson newest first.
  await db.schema
    .createIndex('lesson_sessions_athlete_lesson_started_idx')
    .on('lesson_sessions')
    .columns(['athlete_id', 'lesson_id', 'started_at desc'])
    .unique()
    .execute();

  // Backfill: what lesson_progress holds so far is one session, with the XP its lesson references paid.
  await sql`
    insert into lesson_sessions (athlete_id, lesson_id, started_at, minutes, count, notes, xp_awarded, completed, updated_at)
    select p.athlete_id, p.lesson_id, coalesce(p.session_started_at, p.completed_at, p.updated_at), p.time_spent_minutes, p.best_count, p.notes,
      coalesce((select sum(x.amount) from xp_transactions x
        where x.athlete_id = p.athlete_id
          and ((x.reference_type = 'lesson' and x.reference_id = p.lesson_id)
            or (x.reference_type in ('lesson-practice', 'lesson-measurement') and x.reference_id like p.lesson_id || ':%'))), 0),
      case when p.completed_at is null then 0 else 1 end,
      p.updated_at
    from lesson_progress p
  `.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('lesson_sessions').execute();
}
