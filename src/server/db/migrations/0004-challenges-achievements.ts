import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Weekly challenges, achievements and rankings (challenges issue). Each athlete's weekly set is
 * generated once per academy week (challenge_weeks' key makes it so); achievements unlock once.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('target_value', 'integer', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('xp_reward', 'integer', (c) => c.notNull())
    .addColumn('bonus_xp', 'integer', (c) => c.notNull())
    .addColumn('timer_duration', 'integer')
    .addColumn('equipment', t.json, (c) => c.notNull())
    .addColumn('space', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    // A featured challenge is part of every athlete's weekly set.
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('challenge_weeks')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('week_start', t.date, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('challenge_weeks_pk', ['athlete_id', 'week_start'])
    .execute();

  await db.schema
    .createTable('athlete_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('week_start', t.date, (c) => c.notNull())
    .addColumn('end_date', t.timestamp, (c) => c.notNull())
    .addColumn('current_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', t.timestamp)
    .addColumn('claimed_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('athlete_challenges_week_uq', ['athlete_id', 'challenge_id', 'week_start'])
    .execute();
  await db.schema.createIndex('athlete_challenges_week_idx').on('athlete_challenges').columns(['athlete_id', 'week_start']).execute();
  await db.schema.createIndex('athlete_challenges_completed_idx').on('athlete_challenges').columns(['athlete_id', 'completed_at']).execute();

  await db.schema
    .createTable('achievements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('icon_name', 'text', (c) => c.notNull())
    .addColumn('xp_reward', 'integer', (c) => c.notNull())
    .addColumn('requirement_type', 'text', (c) => c.notNull())
    .addColumn('requirement_value', 'integer', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull().defaultTo('common'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  await db.schema
    .createTable('athlete_achievements')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull().references('achievements.id').onDelete('cascade'))
    .addColumn('progress_value', 'integer', (c) => c.notNull())
    .addColumn('unlocked_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('athlete_achievements_pk', ['athlete_id', 'achievement_id'])
    .execute();
  await db.schema
    .createIndex('athlete_achievements_recent_idx')
    .on('athlete_achievements')
    .columns(['athlete_id', 'unlocked_at'])
    .execute();

  // Final ranks of a finished period (last week's rank for the change arrows), written once.
  await db.schema
    .createTable('ranking_snapshots')
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period_start', t.date, (c) => c.notNull())
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ranking_snapshots_pk', ['period_type', 'period_start', 'athlete_id'])
    .execute();
  await db.schema
    .createTable('ranking_snapshot_runs')
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period_start', t.date, (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('ranking_snapshot_runs_pk', ['period_type', 'period_start'])
    .execute();

  // Rankings read the period totals in rank order: XP first, then who got there first, then id.
  await db.schema
    .createIndex('xp_period_totals_order_idx')
    .on('xp_period_totals')
    .columns(['period_type', 'period_start', 'xp desc', 'updated_at', 'athlete_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('xp_period_totals_order_idx').execute();
  for (const table of ['ranking_snapshot_runs', 'ranking_snapshots', 'athlete_achievements', 'achievements', 'athlete_challenges', 'challenge_weeks', 'challenges']) {
    await db.schema.dropTable(table).execute();
  }
}
