/**
 * Training groups (issue 38, point 1; docs/product.md, Training sessions: Groups; decision 070).
 *
 * training_groups: who trains together. One plan-wide group per plan, seeded here with the ids the
 * sessions already carry (`core`, `pro`), so every existing session keeps its group; an admin adds a
 * birth-year split of a plan (`birth_years` "2014,2015") and archives it. A group is never deleted:
 * its sessions keep naming it.
 *
 * training_sessions.replaced_at: when a change of groups replaced the session (cancelled, kept for
 * its history, no longer on any family's schedule).
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('training_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier in ('core', 'pro')`))
    /** The birth years a split takes, comma-separated in order; null for the plan's own group. */
    .addColumn('birth_years', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('archived_at', t.timestamp)
    .addColumn('archived_by', 'text')
    .execute();
  await db.schema.alterTable('training_sessions').addColumn('replaced_at', t.timestamp).execute();
  await db
    .insertInto('training_groups')
    .values([
      { id: 'core', tier: 'core', birth_years: null, label: 'Core' },
      { id: 'pro', tier: 'pro', birth_years: null, label: 'Pro' },
    ])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('training_sessions').dropColumn('replaced_at').execute();
  await db.schema.dropTable('training_groups').execute();
}
