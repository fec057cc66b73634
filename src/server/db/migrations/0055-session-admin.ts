import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Admins run the schedule (issue 38, points 1 and 5; docs/product.md, Training sessions: Admins
 * change the schedule).
 * - `training_sessions.title` (a one-off's name, "Holiday clinic") and `cancel_note` (the admin's
 *   words to families beside the reason).
 * - `training_session_changes.notified_at`: the claim of the urgent notification a move, a
 *   cancellation or a restore sends; a conditional update takes it, so of several instances exactly
 *   one notifies each change.
 * - `notification_preferences.session_reminder`: the family asked for the evening-before reminder
 *   (off until they ask).
 * - a notification may be of kind `session` (a change, urgent) or `session-reminder`. SQLite cannot
 *   alter a check, so the table is built anew from its own stored definition, as migration 0041 does.
 */
const NARROW = "kind in ('message', 'announcement', 'safety')";
const WIDE = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder')";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('training_sessions').addColumn('title', 'text').execute();
  await db.schema.alterTable('training_sessions').addColumn('cancel_note', 'text').execute();
  await db.schema.alterTable('training_session_changes').addColumn('notified_at', isPostgres(db) ? 'timestamptz' : 'text').execute();
  await db.schema.alterTable('notification_preferences').addColumn('session_reminder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await setKinds(db, NARROW, WIDE);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', 'in', ['session', 'session-reminder']).execute();
  await setKinds(db, WIDE, NARROW);
  await db.schema.alterTable('notification_preferences').dropColumn('session_reminder').execute();
  await db.schema.alterTable('training_session_changes').dropColumn('notified_at').execute();
  await db.schema.alterTable('training_sessions').dropColumn('cancel_note').execute();
  await db.schema.alterTable('training_sessions').dropColumn('title').execute();
}

async function setKinds(db: MigrationDb, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
    await sql`alter table notifications add constraint notifications_kind_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'notifications'`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  if (!definition.includes(from)) throw new Error(`notifications: expected the check ${from}`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'notifications' and sql is not null`.execute(db);
  const created = definition.replace(/^create table\s+("?)notifications\1/i, 'create table "notifications_new"').replace(from, to);
  await sql.raw(created).execute(db);
  await sql`insert into notifications_new select * from notifications`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`alter table notifications_new rename to notifications`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
