/**
 * Every XP award moves its athlete's week and month rows in each index of `xp_period_totals`.
 * The rank-order index (0004) begins with the same columns as the older XP index (0003), so that
 * one serves every query the other did: drop the older one and each award writes two index entries
 * fewer.
 */
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('xp_period_totals_rank_idx').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('xp_period_totals_rank_idx').on('xp_period_totals').columns(['period_type', 'period_start', 'xp']).execute();
}
