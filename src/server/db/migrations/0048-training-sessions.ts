/**
 * Training sessions (issue 38, point 1; docs/product.md, Training sessions).
 *
 * training_sessions: one row per session on the field. Regular sessions come from the plans'
 * weekly windows, one per group and date (`slot_key`, unique: generating twice, or on two
 * instances at once, writes each once); one-off sessions (a clinic, a make-up day) have no slot.
 * A session is never deleted once a family could have seen it: moved and cancelled are states, and
 * `sequence` rises with each change of time, place or status (a calendar's SEQUENCE).
 *
 * training_session_changes: the history of each session, who changed what and when.
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('training_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('slot_key', 'text', (c) => c.unique())
    .addColumn('local_date', t.date, (c) => c.notNull())
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled').check(sql`status in ('scheduled', 'cancelled')`))
    .addColumn('cancel_reason', 'text', (c) => c.check(sql`cancel_reason is null or cancel_reason in ('weather', 'field', 'other')`))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('training_sessions_group_start_idx').on('training_sessions').columns(['group_id', 'starts_at']).execute();
  await db.schema.createIndex('training_sessions_start_idx').on('training_sessions').column('starts_at').execute();
  await db.schema
    .createTable('training_session_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    /** The staff member who changed it; null for the schedule's own generation. */
    .addColumn('changed_by', 'text')
    .addColumn('change', 'text', (c) => c.notNull().check(sql`change in ('created', 'moved', 'cancelled', 'restored')`))
    .addColumn('detail', t.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('training_session_changes_session_idx').on('training_session_changes').columns(['session_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('training_session_changes').execute();
  await db.schema.dropTable('training_sessions').execute();
}
