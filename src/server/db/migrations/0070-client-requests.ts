import { sql } from 'kysely';
import { columnTypes, type MigrationDb } from './helpers';

/**
 * Changes made offline (issue 45, point 3; decision 092): each queued write carries an id made by the
 * app; the first request with it is applied and its answer kept here, so a replay gets that answer.
 * The id belongs to the account that first sent it: another account's request with it is refused.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('client_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'done')`))
    .addColumn('status', 'integer')
    .addColumn('answer', t.json)
    .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_requests_claimed').on('client_requests').column('claimed_at').execute();
  await db.schema.createIndex('client_requests_user').on('client_requests').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('client_requests').execute();
}
