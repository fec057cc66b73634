import { sql } from 'kysely';
import { columnTypes, type MigrationDb } from './helpers';

/**
 * Departures (issue 39, point 3; decision 074): why a membership is ending and when. One row per
 * membership, written with the cancellation or early withdrawal and deleted when the family resumes;
 * the admin's Leaving list reads it newest first by (asked_at, membership_id), and the one win-back
 * per departure is claimed on its row.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('membership_departures')
    .addColumn('membership_id', 'text', (c) => c.primaryKey().references('memberships.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cancel', 'withdraw')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('asked_at', t.timestamp, (c) => c.notNull())
    .addColumn('effective_at', t.timestamp, (c) => c.notNull())
    .addColumn('win_back_sent_at', t.timestamp)
    .addColumn('win_back_message_id', 'text')
    .execute();
  await db.schema.createIndex('membership_departures_asked').on('membership_departures').columns(['asked_at', 'membership_id']).execute();
  await db.schema.createIndex('membership_departures_family').on('membership_departures').column('family_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('membership_departures').execute();
}
