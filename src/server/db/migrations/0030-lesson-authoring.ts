/**
 * Coaches write lessons in the app (issue 18, point 4; decision 036). A lesson row says whether
 * families see it (file lessons are published; a coach's new lesson starts as a draft), where it
 * came from ('file' or 'app') and when staff last edited it: once edited_at is set, the curriculum
 * seed no longer rewrites the row (db/seed/content.ts, STAFF_EDITED_MARKER).
 */
import { columnTypes, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('lessons').addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('lessons').addColumn('source', 'text', (c) => c.notNull().defaultTo('file')).execute();
  await db.schema.alterTable('lessons').addColumn('edited_at', t.timestamp).execute();
  await db.schema.alterTable('lessons').addColumn('edited_by', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('lessons').addColumn('updated_at', t.timestamp).execute();
  // A category's published lessons in order, read from the index (the families' category page).
  await db.schema.createIndex('lessons_category_published_idx').on('lessons').columns(['category_id', 'is_published', 'sort_order']).execute();
  await db.schema.createIndex('lessons_edited_by_idx').on('lessons').columns(['edited_by']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('lessons_edited_by_idx').execute();
  await db.schema.dropIndex('lessons_category_published_idx').execute();
  for (const column of ['updated_at', 'edited_by', 'edited_at', 'source', 'is_published']) {
    await db.schema.alterTable('lessons').dropColumn(column).execute();
  }
}
