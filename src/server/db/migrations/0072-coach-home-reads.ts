/**
 * What the coach's home reads, stored so each list is a read of its own rows (issue 42, point 5 and
 * Figures; decision 096):
 * - `athlete_evaluation_summaries`: per athlete the academy days of the last published evaluation
 *   and the last full one, and the open draft; kept by the evaluations feature in the transaction
 *   that saves or publishes, so the roster no longer reads every evaluation. Backfilled here.
 * - `lessons.created_by`: who wrote a lesson in the app (edited_by is the last editor). Backfilled
 *   with the last editor, the best record there is of lessons written before.
 * - `lesson_sessions (athlete_id, started_at, minutes)`: a plan's minutes are a range of an
 *   athlete's sessions, read from the index alone.
 */
import { sql } from 'kysely';
import { academyDate } from '#shared/progress/time';
import { columnTypes, type MigrationDb } from './helpers';

const BATCH = 500;

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('athlete_evaluation_summaries')
    .addColumn('athlete_id', 'text', (c) => c.primaryKey().references('athletes.id').onDelete('cascade'))
    .addColumn('last_published_at', t.timestamp)
    .addColumn('last_published_on', t.date)
    .addColumn('last_full_on', t.date)
    .addColumn('draft_id', 'text')
    .execute();
  const rows = await sql<{ athlete_id: string; last_any: string | Date | null; last_full: string | Date | null; draft_id: string | null }>`
    select athlete_id,
      max(case when status = 'published' then published_at end) as last_any,
      max(case when status = 'published' and kind = 'full' then published_at end) as last_full,
      max(case when status = 'draft' then id end) as draft_id
    from skill_evaluations group by athlete_id`.execute(db);
  const day = (value: string | Date | null) => (value === null ? null : academyDate(new Date(value)));
  const values = rows.rows.map((r) => ({
    athlete_id: r.athlete_id,
    last_published_at: r.last_any === null ? null : new Date(r.last_any).toISOString(),
    last_published_on: day(r.last_any),
    last_full_on: day(r.last_full),
    draft_id: r.draft_id,
  }));
  for (let i = 0; i < values.length; i += BATCH) await db.insertInto('athlete_evaluation_summaries').values(values.slice(i, i + BATCH)).execute();

  await db.schema.alterTable('lessons').addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.updateTable('lessons').set({ created_by: sql`edited_by` }).where('source', '=', 'app').execute();
  await db.schema.createIndex('lessons_created_by_idx').on('lessons').columns(['created_by']).execute();

  await db.schema.createIndex('lesson_sessions_athlete_started_idx').on('lesson_sessions').columns(['athlete_id', 'started_at', 'minutes']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('lesson_sessions_athlete_started_idx').execute();
  await db.schema.dropIndex('lessons_created_by_idx').execute();
  await db.schema.alterTable('lessons').dropColumn('created_by').execute();
  await db.schema.dropTable('athlete_evaluation_summaries').execute();
}
