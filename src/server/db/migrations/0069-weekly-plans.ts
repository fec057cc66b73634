/**
 * Weekly plans (issue 42, point 3; decision 091): a coach's lessons and minutes target for one
 * athlete or a group over a week. The athletes a plan names are resolved when it is assigned and
 * kept, so the coach's roster reads them without resolving audiences again; an athlete's rows go
 * with the athlete (and so with the family's account). Completion is never stored: it is read from
 * the XP ledger and the lesson history within the plan's dates. A nudge is kept once per plan,
 * athlete and academy day, which makes the one-tap reminder idempotent.
 */
import { columnTypes, nowDefault, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('weekly_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** `athlete`, `birth-year`, `group` or `plan`, and its value (an athlete id, a year, a group id, a tier). */
    .addColumn('audience_kind', 'text', (c) => c.notNull())
    .addColumn('audience_value', 'text', (c) => c.notNull())
    .addColumn('audience_label', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('minutes_target', 'integer', (c) => c.notNull())
    .addColumn('starts_on', t.date, (c) => c.notNull())
    .addColumn('ends_on', t.date, (c) => c.notNull())
    /** The academy midnights that bound the plan: its first day's, and the day's after its last. */
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  // One plan per audience and first day: a double tap or a retried request assigns it once.
  await db.schema.createIndex('weekly_plans_audience_start_uq').unique().on('weekly_plans').columns(['audience_kind', 'audience_value', 'starts_on']).execute();
  await db.schema.createIndex('weekly_plans_ends_idx').on('weekly_plans').columns(['ends_on']).execute();
  await db.schema
    .createTable('weekly_plan_lessons')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('weekly_plans.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_plan_lessons_pk', ['plan_id', 'lesson_id'])
    .execute();
  await db.schema
    .createTable('weekly_plan_athletes')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('weekly_plans.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('weekly_plan_athletes_pk', ['plan_id', 'athlete_id'])
    .execute();
  await db.schema.createIndex('weekly_plan_athletes_athlete_idx').on('weekly_plan_athletes').columns(['athlete_id']).execute();
  await db.schema
    .createTable('weekly_plan_nudges')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('weekly_plans.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('day', t.date, (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('weekly_plan_nudges_pk', ['plan_id', 'athlete_id', 'day'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('weekly_plan_nudges').execute();
  await db.schema.dropTable('weekly_plan_athletes').execute();
  await db.schema.dropTable('weekly_plan_lessons').execute();
  await db.schema.dropTable('weekly_plans').execute();
}
