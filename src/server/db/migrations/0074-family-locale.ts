import type { MigrationDb } from './helpers';

/**
 * The family's language (issue 44; decision 098): 'en' or 'es', set at sign-up from the browser's
 * language and changed in Settings. The app reads anything else as English, so no check here.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
