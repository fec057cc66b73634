/**
 * "Can't make it" (issue 38, point 2; docs/product.md, Training sessions): a family's reply that
 * one athlete will miss one session, with a reason and an optional note. One per athlete and
 * session (a replayed or doubled request changes the reply, never adds one); taking it back
 * removes it. `reported_at` says how far ahead it came (a make-up credit needs 24 hours).
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('session_absences')
    .addColumn('session_id', 'text', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('sick', 'injured', 'school', 'travel', 'other')`))
    .addColumn('note', 'text')
    .addColumn('reported_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('session_absences_pk', ['session_id', 'athlete_id'])
    .execute();
  await db.schema.createIndex('session_absences_athlete_idx').on('session_absences').columns(['athlete_id', 'session_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('session_absences').execute();
}
