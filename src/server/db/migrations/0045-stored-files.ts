/**
 * Stored files and who uploaded them (issue 37, point 20): one row per file in storage, and one per
 * upload in progress (a reservation of its size), so a coach's share of the disk is a sum the
 * server checks before it writes, whatever the number of uploads at once or of app instances.
 * Lesson videos already stored are counted for whoever uploaded them (posters and captions, whose
 * sizes were not kept, as 0 bytes).
 */
import { sql } from 'kysely';
import { columnTypes, nowDefault, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('bytes', t.bigint, (c) => c.notNull())
    // 1: an upload in progress holding room for its size; it becomes the upload's files, or goes.
    .addColumn('is_reservation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('stored_files_owner_idx').on('stored_files').columns(['owner_id']).execute();
  await sql`insert into stored_files (key, owner_id, bytes)
    select video_key, uploaded_by, bytes from lesson_videos where uploaded_by is not null
    union all select poster_key, uploaded_by, 0 from lesson_videos where uploaded_by is not null and poster_key is not null
    union all select captions_key, uploaded_by, 0 from lesson_videos where uploaded_by is not null and captions_key is not null`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
