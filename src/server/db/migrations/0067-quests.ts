/**
 * Daily quests and squad quests (issue 43, points 4-5; decision 089). A daily quest row records an
 * athlete's quest of a day as far as it went (the export shows it; the reward itself is a ledger row
 * with its unique reference). A squad quest is one birth-year group's goal of a week; its
 * contributions say who helped, so each contributor's reward is paid once.
 */
import { columnTypes, nowDefault, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('daily_quests')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('day', t.date, (c) => c.notNull())
    .addColumn('quest_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('daily_quests_pk', ['athlete_id', 'day', 'quest_key'])
    .execute();
  await db.schema
    .createTable('squad_quests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('week_start', t.date, (c) => c.notNull())
    .addColumn('birth_year', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('squad_quests_week_year_key', ['week_start', 'birth_year'])
    .execute();
  await db.schema
    .createTable('squad_contributions')
    .addColumn('squad_quest_id', 'text', (c) => c.notNull().references('squad_quests.id').onDelete('cascade'))
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('lessons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rewarded_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('squad_contributions_pk', ['squad_quest_id', 'athlete_id'])
    .execute();
  await db.schema.createIndex('squad_contributions_athlete_idx').on('squad_contributions').column('athlete_id').execute();
  // A squad's size, and the families a squad's live update reaches.
  await db.schema.createIndex('athletes_birth_year_idx').on('athletes').columns(['birth_year', 'parent_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('athletes_birth_year_idx').execute();
  await db.schema.dropTable('squad_contributions').execute();
  await db.schema.dropTable('squad_quests').execute();
  await db.schema.dropTable('daily_quests').execute();
}
