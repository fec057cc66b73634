/**
 * SQLite: each athlete's period totals side by side (decision 050).
 *
 * An award moves three to five of one athlete's period totals (week, month, all time; weekend and
 * skill work when they apply). In a rowid table each of those rows sat on its own page, found
 * through the primary-key index and then the table: a commit of 64 awards wrote about 550 pages to
 * the log. Keyed by athlete first, without a rowid, the table is its own primary key: one lookup
 * finds the row, and an athlete's rows share a page. The athlete index is then the primary key's
 * prefix, so it goes. Boards still read the rank-order index, and the histogram keeps its triggers.
 *
 * PostgreSQL keeps its heap table: a heap has no such order to choose.
 */
import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

const COLUMNS = sql.raw('period_type, period_start, athlete_id, xp, updated_at, hidden');

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await rebuild(db, {
    primaryKey: sql.raw('athlete_id, period_type, period_start'),
    options: sql.raw('without rowid'),
  });
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await rebuild(db, { primaryKey: sql.raw('period_type, period_start, athlete_id'), options: sql.raw('') });
  await sql`create index xp_period_totals_athlete_idx on xp_period_totals (athlete_id)`.execute(db);
}

/** SQLite changes a table's key by building it anew: copy, drop, rename, then its index and triggers. */
async function rebuild(db: MigrationDb, shape: { primaryKey: ReturnType<typeof sql.raw>; options: ReturnType<typeof sql.raw> }) {
  await sql`
    create table xp_period_totals_new (
      period_type text not null,
      period_start text not null,
      athlete_id text not null references athletes (id) on delete cascade,
      xp integer not null,
      updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null,
      hidden integer default 0 not null,
      constraint xp_period_totals_pk primary key (${shape.primaryKey})
    ) ${shape.options}`.execute(db);
  // Copied before the triggers exist: the histogram already counts these rows.
  await sql`insert into xp_period_totals_new (${COLUMNS}) select ${COLUMNS} from xp_period_totals order by ${shape.primaryKey}`.execute(db);
  await sql`drop table xp_period_totals`.execute(db);
  await sql`alter table xp_period_totals_new rename to xp_period_totals`.execute(db);
  // As migration 0025 left them.
  await sql`create index xp_period_totals_order_idx on xp_period_totals (period_type, period_start, hidden, xp desc, updated_at, athlete_id)`.execute(db);
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
