/**
 * Lesson videos (issue 18, point 5; decision 037): at most one video per lesson step, with its
 * optional poster image and captions. The files live in storage (local disk or an S3 bucket) under
 * the keys kept here; the row is what makes them visible, so a file without a row is never served.
 */
import { columnTypes, nowDefault, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('lesson_videos')
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('video_key', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // Milliseconds as the container states them; null when it does not (a live-recorded WebM).
    .addColumn('duration_ms', 'integer')
    .addColumn('poster_key', 'text')
    .addColumn('poster_mime', 'text')
    .addColumn('captions_key', 'text')
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('lesson_videos_pk', ['lesson_id', 'step_index'])
    .execute();
  await db.schema.createIndex('lesson_videos_uploaded_by_idx').on('lesson_videos').columns(['uploaded_by']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('lesson_videos').execute();
}
