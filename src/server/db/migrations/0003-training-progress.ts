import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb, nowDefault } from './helpers';

/**
 * Training and progress (training issue): the curriculum, each athlete's lesson progress, the XP
 * ledger with one award per reference, and the totals kept in the same transaction as each award.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('training_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('skills', t.json, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('training_categories.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('content_url', 'text')
    .addColumn('steps', t.json, (c) => c.notNull())
    .addColumn('instructions', t.json, (c) => c.notNull())
    .addColumn('tips', t.json, (c) => c.notNull())
    .addColumn('equipment', t.json, (c) => c.notNull())
    .addColumn('space', 'text', (c) => c.notNull())
    .addColumn('measurement', t.json)
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lessons_category_idx').on('lessons').columns(['category_id', 'sort_order']).execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('completed_at', t.timestamp)
    .addColumn('best_count', 'integer')
    .addColumn('time_spent_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('notes', 'text')
    .addColumn('last_practiced_on', t.date)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('lesson_progress_pk', ['athlete_id', 'lesson_id'])
    .execute();

  await db.schema
    .createTable('xp_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference_type', 'text', (c) => c.notNull())
    .addColumn('reference_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('xp_transactions_reference_uq', ['athlete_id', 'reference_type', 'reference_id'])
    .execute();
  await db.schema.createIndex('xp_transactions_recent_idx').on('xp_transactions').columns(['athlete_id', 'created_at']).execute();

  // One row per athlete: lifetime total, level and streak, updated with every award.
  await db.schema
    .createTable('athlete_progress')
    .addColumn('athlete_id', 'text', (c) => c.primaryKey().references('athletes.id').onDelete('cascade'))
    .addColumn('total_xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity_date', t.date)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('athlete_progress_total_idx').on('athlete_progress').columns(['total_xp']).execute();

  // XP per athlete per academy week and month, kept with each award; rankings read it by index.
  await db.schema
    .createTable('xp_period_totals')
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period_start', t.date, (c) => c.notNull())
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('xp_period_totals_pk', ['period_type', 'period_start', 'athlete_id'])
    .execute();
  await db.schema
    .createIndex('xp_period_totals_rank_idx')
    .on('xp_period_totals')
    .columns(['period_type', 'period_start', 'xp'])
    .execute();
  await db.schema.createIndex('xp_period_totals_athlete_idx').on('xp_period_totals').columns(['athlete_id']).execute();

  // How many athletes have each XP total in each period: a rank is the sum of the buckets above
  // (a few hundred rows), not a count of every athlete above. Triggers keep it exact through every
  // award, reset and cascade delete, on both dialects.
  await db.schema
    .createTable('xp_period_histogram')
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period_start', t.date, (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('athletes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('xp_period_histogram_pk', ['period_type', 'period_start', 'xp'])
    // On SQLite the rows live in key order, so summing the buckets above a total is one range read.
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  if (isPostgres(db)) {
    await sql`
      create function xp_period_histogram_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.xp = new.xp then
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          update xp_period_histogram set athletes = athletes - 1
          where period_type = old.period_type and period_start = old.period_start and xp = old.xp;
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into xp_period_histogram (period_type, period_start, xp, athletes)
          values (new.period_type, new.period_start, new.xp, 1)
          on conflict (period_type, period_start, xp) do update set athletes = xp_period_histogram.athletes + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger xp_period_histogram_sync after insert or update of xp or delete on xp_period_totals
      for each row execute function xp_period_histogram_sync()`.execute(db);
  } else {
    await sql`
      create trigger xp_period_histogram_insert after insert on xp_period_totals begin
        insert into xp_period_histogram (period_type, period_start, xp, athletes)
        values (new.period_type, new.period_start, new.xp, 1)
        on conflict (period_type, period_start, xp) do update set athletes = athletes + 1;
      end`.execute(db);
    await sql`
      create trigger xp_period_histogram_update after update of xp on xp_period_totals when old.xp <> new.xp begin
        update xp_period_histogram set athletes = athletes - 1
        where period_type = old.period_type and period_start = old.period_start and xp = old.xp;
        insert into xp_period_histogram (period_type, period_start, xp, athletes)
        values (new.period_type, new.period_start, new.xp, 1)
        on conflict (period_type, period_start, xp) do update set athletes = athletes + 1;
      end`.execute(db);
    await sql`
      create trigger xp_period_histogram_delete after delete on xp_period_totals begin
        update xp_period_histogram set athletes = athletes - 1
        where period_type = old.period_type and period_start = old.period_start and xp = old.xp;
      end`.execute(db);
  }

  if (isPostgres(db)) await sql`analyze`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists xp_period_histogram_sync() cascade`.execute(db);
  for (const table of ['xp_period_histogram', 'xp_period_totals', 'athlete_progress', 'xp_transactions', 'lesson_progress', 'lessons', 'training_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
