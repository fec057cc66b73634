import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Notifications (issue 15, docs/product.md "Notifications"): what a family is told outside the open
 * app about a staff message or an announcement.
 * - `notifications`: one row per family and source (the unique key makes queueing idempotent: a
 *   retried write or a second instance cannot notify twice). `read_at` is set when the family reads
 *   the source in the app; `emailed_at` and `pushed_at` are the claims the jobs take with a
 *   conditional update, so of many instances exactly one e-mails or pushes each row. The partial
 *   indexes hold only the rows still waiting for a job, so the jobs' scans stay small however many
 *   notifications the academy has sent.
 * - `notification_preferences`: the parent's choice (no row = the defaults: e-mail on, push off).
 * - `push_subscriptions`: the browsers a family opted in from; an endpoint belongs to one account.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('message', 'announcement')`))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('is_urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('read_at', t.timestamp)
    .addColumn('pushed_at', t.timestamp)
    .addColumn('emailed_at', t.timestamp)
    .addUniqueConstraint('notifications_source', ['family_id', 'kind', 'source_id'])
    .execute();
  // The jobs' queries repeat these predicates word for word (literals, not parameters), which is
  // what lets both planners use a partial index.
  await db.schema
    .createIndex('notifications_email_due')
    .on('notifications')
    .column('created_at')
    .where(sql<boolean>`kind = 'message' and emailed_at is null and read_at is null`)
    .execute();
  await db.schema
    .createIndex('notifications_push_due')
    .on('notifications')
    .column('created_at')
    .where(sql<boolean>`pushed_at is null and read_at is null`)
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
