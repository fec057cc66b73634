/**
 * Skill evaluations (issue 42, points 1-2; decision 090): a coach's evaluation of one athlete, a
 * draft until published, and the earlier versions of a published one that a coach corrected (staff
 * still see them). The ratings, strengths, goals and linked lessons are one JSON body: they are
 * always read and written together. Rows go with their athlete. Publishing notifies the family once:
 * a notification of kind `evaluation`.
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault, setNotificationKinds } from './helpers';

const KINDS = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder', 'attention', 'streak')";
const WITH_EVALUATION = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder', 'attention', 'streak', 'evaluation')";

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('skill_evaluations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('light', 'full')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`))
    .addColumn('body', t.json, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('published_at', t.timestamp)
    .execute();
  // One draft per athlete at a time: saving again (or 20 saves at once) edits it.
  await db.schema.createIndex('skill_evaluations_one_draft').unique().on('skill_evaluations').column('athlete_id').where(sql<boolean>`status = 'draft'`).execute();
  await db.schema.createIndex('skill_evaluations_athlete').on('skill_evaluations').columns(['athlete_id', 'status', 'published_at']).execute();
  await db.schema
    .createTable('skill_evaluation_versions')
    .addColumn('evaluation_id', 'text', (c) => c.notNull().references('skill_evaluations.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', t.json, (c) => c.notNull())
    .addColumn('replaced_at', t.timestamp, (c) => c.notNull())
    .addColumn('replaced_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skill_evaluation_versions_pk', ['evaluation_id', 'version'])
    .execute();
  await setNotificationKinds(db, KINDS, WITH_EVALUATION);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', '=', 'evaluation').execute();
  await setNotificationKinds(db, WITH_EVALUATION, KINDS);
  await db.schema.dropTable('skill_evaluation_versions').execute();
  await db.schema.dropTable('skill_evaluations').execute();
}
