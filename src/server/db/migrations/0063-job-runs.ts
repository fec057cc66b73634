import { columnTypes, type MigrationDb } from './helpers';

/**
 * Scheduled job runs (issue 41, point 6; decision 083): one row per job and minute, claimed by the
 * first instance to insert it, so of several instances only one runs each scheduled run.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'slot'])
    .execute();
  await db.schema.createIndex('job_runs_claimed').on('job_runs').column('claimed_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
