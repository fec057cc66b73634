/**
 * Indexes for the dashboard, read on every visit:
 * - the athlete's ten newest ledger rows, newest first with the id breaking ties: with the id in the
 *   index, a request reads ten entries in order and stops, instead of reading and sorting all of the
 *   athlete's history;
 * - an athlete's card (name, family) by id, read for each ranked row: from the index alone;
 * - last period's final rank of each ranked athlete (the change arrows): from the index alone;
 * - an athlete's newest badges: which ones, from the index alone.
 * Awards write no more index entries than before.
 */
import { sql } from 'kysely';
import { dropIndexSamples } from '../database';
import { isPostgres, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('xp_transactions_recent_idx').execute();
  await db.schema.createIndex('xp_transactions_recent_idx').on('xp_transactions').columns(['athlete_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('athletes_card_idx').on('athletes').columns(['id', 'parent_id', 'name']).execute();
  await db.schema
    .createIndex('ranking_snapshots_rank_idx')
    .on('ranking_snapshots')
    .columns(['period_type', 'period_start', 'athlete_id', 'rank'])
    .execute();
  await db.schema.dropIndex('athlete_achievements_recent_idx').execute();
  await db.schema
    .createIndex('athlete_achievements_recent_idx')
    .on('athlete_achievements')
    .columns(['athlete_id', 'unlocked_at', 'achievement_id'])
    .execute();
  // Statistics for the new indexes, so the planners weigh them against the older ones.
  for (const table of ['xp_transactions', 'athletes', 'ranking_snapshots', 'athlete_achievements']) await sql`analyze ${sql.table(table)}`.execute(db);
  if (!isPostgres(db)) await dropIndexSamples(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('athlete_achievements_recent_idx').execute();
  await db.schema.createIndex('athlete_achievements_recent_idx').on('athlete_achievements').columns(['athlete_id', 'unlocked_at']).execute();
  await db.schema.dropIndex('ranking_snapshots_rank_idx').execute();
  await db.schema.dropIndex('athletes_card_idx').execute();
  await db.schema.dropIndex('xp_transactions_recent_idx').execute();
  await db.schema.createIndex('xp_transactions_recent_idx').on('xp_transactions').columns(['athlete_id', 'created_at']).execute();
}
