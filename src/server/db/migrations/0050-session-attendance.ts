/**
 * Attendance (issue 38, points 3 and 4; docs/product.md, Training sessions).
 *
 * session_attendance: what the coach marked for one athlete at one session (present, late,
 * absent, excused), one row per athlete and session however many taps or requests. Sessions
 * remaining are counted from these rows, with the families' replies (session_absences).
 *
 * session_attendance_changes: every mark, who made it and when (the sheet's audit).
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('session_attendance')
    .addColumn('session_id', 'text', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('present', 'late', 'absent', 'excused')`))
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('marked_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('session_attendance_pk', ['session_id', 'athlete_id'])
    .execute();
  await db.schema.createIndex('session_attendance_athlete_idx').on('session_attendance').columns(['athlete_id', 'session_id']).execute();
  await db.schema
    .createTable('session_attendance_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    /** The status before this mark; null for the first. */
    .addColumn('previous', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('session_attendance_changes_session_idx').on('session_attendance_changes').columns(['session_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('session_attendance_changes').execute();
  await db.schema.dropTable('session_attendance').execute();
}
