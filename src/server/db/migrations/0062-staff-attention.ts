import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault, setNotificationKinds } from './helpers';

/**
 * Needs attention and staff alerts (issue 39, point 1; decision 081).
 * - `staff_alert_preferences`: per staff member, e-mail and web push on or off, a digest or at once,
 *   and quiet hours (local times in the academy's time zone). No row: e-mail on, push on, digest,
 *   quiet 20:00-08:00.
 * - `staff_alert_digests`: one row per staff member and digest window, the claim that makes a digest
 *   once however many instances run the job; `(user_id, sent_at)` finds the last one sent.
 * - `membership_departures_effective`: the departures still pending (effective in the future).
 * - `payments_failed_recent`: the failed payments by time (a partial index on PostgreSQL and SQLite).
 * - `memberships_status_updated`: the memberships in grace in the order they are listed.
 * - a notification may be of kind `attention` (a digest's push). SQLite cannot alter a check, so the
 *   table is built anew from its own stored definition, as migration 0041 does.
 * The waiting threads already have `conversations.staff_waiting_since` and its index (migration 0021).
 */
const NARROW = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder')";
const WIDE = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder', 'attention')";

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('staff_alert_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('digest').check(sql`mode in ('digest', 'instant')`))
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createTable('staff_alert_digests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('window_key', 'text', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_alert_digests_pk', ['user_id', 'window_key'])
    .execute();
  await db.schema.createIndex('staff_alert_digests_sent').on('staff_alert_digests').columns(['user_id', 'sent_at']).execute();
  await db.schema.createIndex('membership_departures_effective').on('membership_departures').columns(['effective_at', 'membership_id']).execute();
  await db.schema.createIndex('payments_failed_recent').on('payments').columns(['created_at', 'user_id']).where(sql<boolean>`status = 'failed'`).execute();
  await db.schema.createIndex('memberships_status_updated').on('memberships').columns(['status', 'updated_at', 'id']).execute();
  await setNotificationKinds(db, NARROW, WIDE);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', '=', 'attention').execute();
  await setNotificationKinds(db, WIDE, NARROW);
  await db.schema.dropIndex('memberships_status_updated').execute();
  await db.schema.dropIndex('payments_failed_recent').execute();
  await db.schema.dropIndex('membership_departures_effective').execute();
  await db.schema.dropTable('staff_alert_digests').execute();
  await db.schema.dropTable('staff_alert_preferences').execute();
}
