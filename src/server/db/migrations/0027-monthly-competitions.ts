/**
 * Monthly competitions (issue 16, part 4): one competition per academy month and type, created by
 * a job every instance runs (the unique (month, type) makes a second run insert nothing), and each
 * athlete's entry, once per competition (the primary key makes 50 concurrent joins one row). Entries
 * go with the athlete, so account deletion leaves none.
 */
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('competitions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The academy month's first day (YYYY-MM-01).
    .addColumn('month', t.date, (c) => c.notNull())
    .addColumn('competition_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('target_value', 'integer', (c) => c.notNull())
    .addColumn('xp_reward', 'integer', (c) => c.notNull())
    .addColumn('bonus_reward', 'integer', (c) => c.notNull())
    // Midnight Pacific on the 1st, and on the next month's 1st (the end is exclusive).
    .addColumn('start_date', t.timestamp, (c) => c.notNull())
    .addColumn('end_date', t.timestamp, (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    // When the final ranks were written on the entries (null until the competition has ended).
    .addColumn('ranked_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('competitions_month_type_key', ['month', 'competition_type'])
    .execute();
  await db.schema.createIndex('competitions_end_idx').on('competitions').columns(['end_date', 'start_date']).execute();

  await db.schema
    .createTable('competition_entries')
    .addColumn('competition_id', 'text', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('joined_at', t.timestamp, (c) => c.notNull())
    .addColumn('current_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', t.timestamp)
    .addColumn('rank', 'integer')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('competition_entries_pk', ['competition_id', 'athlete_id'])
    .execute();
  // After every piece of progress: the athlete's open entries, found without touching anyone else's.
  await db.schema.createIndex('competition_entries_athlete_idx').on('competition_entries').columns(['athlete_id', 'completed_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('competition_entries').execute();
  await db.schema.dropTable('competitions').execute();
}
