import type { MigrationDb } from './helpers';

/**
 * Player Rankings (docs/product.md "Player Rankings"): a parent can keep an athlete off other
 * families' boards (docs/decisions/032-player-rankings.md).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('athletes').addColumn('hide_from_rankings', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('athletes').dropColumn('hide_from_rankings').execute();
}
