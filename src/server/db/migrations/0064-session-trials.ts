import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Trial sessions booked from an application (issue 39, point 2; decision 084): the applicant's child
 * joins one coming session of the group for their birth year as a guest. The row keeps the guest's
 * name as other eyes may read it (first name and initial), its state and the coach's mark; the mark
 * lives here, never in `session_attendance`, so it cannot touch sessions remaining, XP or memberships.
 * It goes with its application (retention, account deletion).
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('session_trials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('training_sessions.id'))
    .addColumn('guest_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('booked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('cancelled_at', t.timestamp)
    .addColumn('cancelled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancel_cause', 'text')
    .addColumn('attendance', 'text')
    .addColumn('marked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('marked_at', t.timestamp)
    .execute();
  // One trial at a time per application: of two bookings at once, one is written.
  await db.schema.createIndex('session_trials_one_booked').unique().on('session_trials').column('application_id').where(sql<boolean>`status = 'booked'`).execute();
  await db.schema.createIndex('session_trials_session').on('session_trials').columns(['session_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('session_trials').execute();
}
