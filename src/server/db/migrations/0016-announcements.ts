import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Announcements (issue 14): what admins tell families, shown on the dashboard by audience and dates.
 * `announcement_emails` holds one row per family e-mailed about an announcement: its primary key
 * is what makes "also e-mail families" go once per family, whatever retries or instances do.
 * `announcement_schedule` holds the minutes the schedule job has checked: the instance whose insert
 * of a minute lands checks it, so of many instances one broadcasts each passing start or end.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1).check(sql`priority between 1 and 10`))
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('start_date', t.timestamp)
    .addColumn('end_date', t.timestamp)
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_families', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emailed_at', t.timestamp)
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('announcements_visible').on('announcements').columns(['is_active', 'priority', 'created_at']).execute();

  await db.schema
    .createTable('announcement_emails')
    .addColumn('announcement_id', 'text', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('announcement_emails_pk', ['announcement_id', 'user_id'])
    .execute();
  await db.schema.createIndex('announcement_emails_user').on('announcement_emails').column('user_id').execute();

  await db.schema
    .createTable('announcement_schedule')
    .addColumn('minute', t.timestamp, (c) => c.primaryKey())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('announcement_schedule').execute();
  await db.schema.dropTable('announcement_emails').execute();
  await db.schema.dropTable('announcements').execute();
}
