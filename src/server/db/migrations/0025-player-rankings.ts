import { sql } from 'kysely';
import { academyDate } from '#shared/progress/time';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Player Rankings (docs/product.md "Player Rankings", docs/decisions/032-player-rankings.md).
 *
 * - A parent can keep an athlete off other families' boards: `athletes.hide_from_rankings`, copied
 *   onto the athlete's period totals as `hidden` so the rank-order index and the XP histogram (the
 *   board counts) leave hidden athletes out without a join.
 * - Three more kinds of period total, kept with every award like the week and month ones: the
 *   academy weekend (`weekend`, from its Friday), skill work this month (`skill`) and all time
 *   (`all`, one period). Existing ledgers are added up once here, in the academy's time zone.
 */
const SKILL_REFERENCE_TYPES = ['lesson-measurement', 'challenge'];
const ALL_TIME_START = '2000-01-01';
const PAGE = 5_000;

function weekendStartOf(date: string): string | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday !== 5 && weekday !== 6 && weekday !== 0) return null;
  const back = (weekday + 2) % 7;
  return new Date(Date.parse(`${date}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

export async function up(db: MigrationDb): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('athletes').addColumn('hide_from_rankings', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('xp_period_totals').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Boards read visible athletes in rank order: one range of this index per board.
  await db.schema.dropIndex('xp_period_totals_order_idx').execute();
  await db.schema
    .createIndex('xp_period_totals_order_idx')
    .on('xp_period_totals')
    .columns(['period_type', 'period_start', 'hidden', 'xp desc', 'updated_at', 'athlete_id'])
    .execute();

  // The histogram counts visible athletes only: a rank and a board's size never count a hidden one.
  if (pg) {
    await sql`
      create or replace function xp_period_histogram_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.xp = new.xp and old.hidden = new.hidden then
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') and old.hidden = 0 then
          update xp_period_histogram set athletes = athletes - 1
          where period_type = old.period_type and period_start = old.period_start and xp = old.xp;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.hidden = 0 then
          insert into xp_period_histogram (period_type, period_start, xp, athletes)
          values (new.period_type, new.period_start, new.xp, 1)
          on conflict (period_type, period_start, xp) do update set athletes = xp_period_histogram.athletes + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`drop trigger xp_period_histogram_sync on xp_period_totals`.execute(db);
    await sql`
      create constraint trigger xp_period_histogram_sync after insert or update of xp, hidden or delete on xp_period_totals
      deferrable initially deferred
      for each row execute function xp_period_histogram_sync()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`xp_period_histogram_${name}`)}`.execute(db);
    await sql`
      create trigger xp_period_histogram_insert after insert on xp_period_totals when new.hidden = 0 begin
        insert into xp_period_histogram (period_type, period_start, xp, athletes)
        values (new.period_type, new.period_start, new.xp, 1)
        on conflict (period_type, period_start, xp) do update set athletes = athletes + 1;
      end`.execute(db);
    await sql`
      create trigger xp_period_histogram_update after update of xp, hidden on xp_period_totals
      when old.xp <> new.xp or old.hidden <> new.hidden begin
        update xp_period_histogram set athletes = athletes - 1
        where old.hidden = 0 and period_type = old.period_type and period_start = old.period_start and xp = old.xp;
        insert into xp_period_histogram (period_type, period_start, xp, athletes)
        select new.period_type, new.period_start, new.xp, 1 where new.hidden = 0
        on conflict (period_type, period_start, xp) do update set athletes = athletes + 1;
      end`.execute(db);
    await sql`
      create trigger xp_period_histogram_delete after delete on xp_period_totals when old.hidden = 0 begin
        update xp_period_histogram set athletes = athletes - 1
        where period_type = old.period_type and period_start = old.period_start and xp = old.xp;
      end`.execute(db);
  }

  await addBoardTotals(db);
  if (pg) await sql`analyze xp_period_totals`.execute(db);
}

/**
 * The weekend, skill and all-time totals of the ledgers there are, a page at a time, by academy
 * calendar date (also used by the progress bench after it seeds a ledger directly).
 */
export async function addBoardTotals(db: MigrationDb): Promise<void> {
  type Total = { period_type: string; period_start: string; athlete_id: string; xp: number; updated_at: string };
  const totals = new Map<string, Total>();
  const add = (type: string, start: string, athleteId: string, amount: number, at: string) => {
    const key = `${type}|${start}|${athleteId}`;
    const total = totals.get(key);
    if (!total) totals.set(key, { period_type: type, period_start: start, athlete_id: athleteId, xp: amount, updated_at: at });
    else {
      total.xp += amount;
      if (at > total.updated_at) total.updated_at = at;
    }
  };
  let after = '';
  for (;;) {
    const rows: { id: string; athlete_id: string; amount: number; reference_type: string; created_at: string | Date }[] = await db
      .selectFrom('xp_transactions')
      .select(['id', 'athlete_id', 'amount', 'reference_type', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const at = typeof r.created_at === 'string' ? r.created_at : r.created_at.toISOString();
      const date = academyDate(new Date(at));
      add('all', ALL_TIME_START, r.athlete_id, r.amount, at);
      const weekend = weekendStartOf(date);
      if (weekend) add('weekend', weekend, r.athlete_id, r.amount, at);
      if (SKILL_REFERENCE_TYPES.includes(r.reference_type)) add('skill', `${date.slice(0, 7)}-01`, r.athlete_id, r.amount, at);
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
  const values = [...totals.values()].filter((t) => t.xp > 0);
  for (let i = 0; i < values.length; i += 500) {
    await db.insertInto('xp_period_totals').values(values.slice(i, i + 500)).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('xp_period_totals').where('period_type', 'in', ['weekend', 'skill', 'all']).execute();
  await db.deleteFrom('ranking_snapshots').where('period_type', 'in', ['weekend', 'skill', 'all']).execute();
  await db.deleteFrom('ranking_snapshot_runs').where('period_type', 'in', ['weekend', 'skill', 'all']).execute();
  if (isPostgres(db)) {
    await sql`drop trigger xp_period_histogram_sync on xp_period_totals`.execute(db);
    await sql`
      create or replace function xp_period_histogram_sync() returns trigger language plpgsql as $$
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
      create constraint trigger xp_period_histogram_sync after insert or update of xp or delete on xp_period_totals
      deferrable initially deferred
      for each row execute function xp_period_histogram_sync()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`xp_period_histogram_${name}`)}`.execute(db);
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
  await db.schema.dropIndex('xp_period_totals_order_idx').execute();
  await db.schema
    .createIndex('xp_period_totals_order_idx')
    .on('xp_period_totals')
    .columns(['period_type', 'period_start', 'xp desc', 'updated_at', 'athlete_id'])
    .execute();
  await db.schema.alterTable('xp_period_totals').dropColumn('hidden').execute();
  await db.schema.alterTable('athletes').dropColumn('hide_from_rankings').execute();
}
