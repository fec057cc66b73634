import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb } from './helpers';

/**
 * The admins' applications inbox (issue 14): a status, staff notes and when the invitation went.
 * The list reads newest first a page at a time on (created_at, id); creation times are kept to the
 * millisecond on both databases, as the page cursor carries them.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('applications').addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('applications').addColumn('notes', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('applications').addColumn('invited_at', t.timestamp).execute();
  await db.schema.alterTable('applications').addColumn('updated_at', t.timestamp).execute();
  if (isPostgres(db)) await sql`update applications set created_at = date_trunc('milliseconds', created_at)`.execute(db);
  await db.schema.createIndex('applications_newest').on('applications').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('applications_status_newest').on('applications').columns(['status', 'created_at', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('applications_status_newest').execute();
  await db.schema.dropIndex('applications_newest').execute();
  for (const column of ['updated_at', 'invited_at', 'notes', 'status']) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
}
