/**
 * A calendar feed per family (issue 38, point 6; docs/product.md, Training sessions; decision 068).
 *
 * calendar_feeds: the family's secret feed token, at most one per account. The token is the key
 * of a capability URL (`/calendar/<token>.ics`): 32 random bytes as base64url, always 43
 * characters, unique and indexed so a calendar app's request finds its family in one lookup.
 * Making a new link replaces the row's token, so the old URL stops answering at once; the row goes
 * with the account.
 */
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
