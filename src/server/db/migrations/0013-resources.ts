import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * The resource library (issue 13): the guides families read (seeded from content/resources, edited
 * by admins), one row per download (the resource's counters move in the same transaction; trending,
 * the downloads of the last 14 days, is recounted from the (resource, time) index), and one rating per
 * family and resource.
 * A deleted family's downloads stay counted without its id; its ratings go with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('resources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('published_on', t.date, (c) => c.notNull())
    .addColumn('read_minutes', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('file'))
    .addColumn('edited_at', t.timestamp)
    .addColumn('edited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`download_count >= 0`))
    // Downloads in the trending window: +1 with each download, recounted from the downloads by a job.
    .addColumn('recent_downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  // The library's order, read straight from the index: featured, then trending, then newest.
  await db.schema.createIndex('resources_library_idx').on('resources').columns(['is_published', 'is_featured', 'recent_downloads', 'published_on']).execute();
  // The admins' list: most recently changed first.
  await db.schema.createIndex('resources_updated_idx').on('resources').columns(['updated_at']).execute();
  await db.schema.createIndex('resources_category_idx').on('resources').columns(['category', 'is_published']).execute();
  await db.schema.createIndex('resources_edited_by_idx').on('resources').columns(['edited_by']).execute();

  await db.schema
    .createTable('resource_downloads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resource_id', 'text', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('downloaded_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  // Trending: one resource's downloads since a time, counted from the index alone.
  await db.schema.createIndex('resource_downloads_resource_idx').on('resource_downloads').columns(['resource_id', 'downloaded_at']).execute();
  await db.schema.createIndex('resource_downloads_user_idx').on('resource_downloads').columns(['user_id']).execute();

  await db.schema
    .createTable('resource_ratings')
    .addColumn('resource_id', 'text', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('resource_ratings_pk', ['resource_id', 'user_id'])
    .execute();
  await db.schema.createIndex('resource_ratings_user_idx').on('resource_ratings').columns(['user_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['resource_ratings', 'resource_downloads', 'resources']) await db.schema.dropTable(table).execute();
}
