import { columnTypes, type MigrationDb } from './helpers';

/**
 * The assistant's links (issue 37, point 11): a reply may lead to the app's pages (Manage Billing,
 * the member portal, the application form), stored with it so a reloaded transcript keeps them.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('assistant_messages').addColumn('links', t.json, (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('assistant_messages').dropColumn('links').execute();
}
