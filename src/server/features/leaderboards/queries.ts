import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';
import type { Database } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export type PeriodKey = { type: 'week' | 'month'; start: string };

type RankingParams = { type: PeriodKey['type']; start: string; previousStart: string };

/** An entry's athlete (first name only leaves) and its final rank in the previous period, if any. */
function rankedEntries(db: Executor, p: RankingParams) {
  return db
    .selectFrom('xp_period_totals as t')
    .innerJoin('athletes as a', 'a.id', 't.athlete_id')
    .leftJoin('ranking_snapshots as s', (join) =>
      join.on('s.period_type', '=', p.type).on('s.period_start', '=', p.previousStart).onRef('s.athlete_id', '=', 't.athlete_id'),
    )
    .select(['t.athlete_id', 't.xp', 'a.name', 'a.parent_id', 's.rank as previous_rank'])
    .where('t.period_type', '=', p.type)
    .where('t.period_start', '=', p.start)
    .where('t.xp', '>', 0);
}

const top = prepareQuery((db, p: RankingParams & { limit: number }) =>
  rankedEntries(db, p).orderBy('t.xp', 'desc').orderBy('t.updated_at', 'asc').orderBy('t.athlete_id', 'asc').limit(p.limit),
);

/** The first `limit` athletes of a period, in ranking order. */
export async function listTop(db: Executor, period: PeriodKey, previous: PeriodKey, limit: number) {
  return top.all(db, { type: period.type, start: period.start, previousStart: previous.start, limit });
}

const entryWithAhead = prepareQuery((db, p: RankingParams & { athleteId: string }) =>
  rankedEntries(db, p)
    .select((eb) => [
      eb
        .selectFrom('xp_period_histogram as h')
        .select((h) => h.fn.coalesce(h.fn.sum<number>('h.athletes'), h.lit(0)).as('n'))
        .where('h.period_type', '=', p.type)
        .where('h.period_start', '=', p.start)
        .whereRef('h.xp', '>', 't.xp')
        .as('above'),
      eb
        .selectFrom('xp_period_totals as o')
        .select((o) => o.fn.countAll<number>().as('n'))
        .where('o.period_type', '=', p.type)
        .where('o.period_start', '=', p.start)
        .whereRef('o.xp', '=', 't.xp')
        // Earlier to reach the same XP, then by id: one range of the rank-order index.
        .where((o) => o(o.refTuple('o.updated_at', 'o.athlete_id'), '<', o.refTuple('t.updated_at', 't.athlete_id')))
        .as('tied'),
    ])
    .where('t.athlete_id', '=', p.athleteId),
);

/** An athlete's entry with how many entries sort before it (its rank - 1), in one statement. */
export async function findEntryWithAhead(db: Executor, period: PeriodKey, previous: PeriodKey, athleteId: string) {
  return entryWithAhead.first(db, { type: period.type, start: period.start, previousStart: previous.start, athleteId });
}

export async function hasSnapshot(db: Executor, period: PeriodKey): Promise<boolean> {
  const row = await db
    .selectFrom('ranking_snapshot_runs')
    .select('period_start')
    .where('period_type', '=', period.type)
    .where('period_start', '=', period.start)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Writes a finished period's final ranks once. The run row's key makes a second writer (another
 * instance, a retry) insert nothing; the ranks come from one window-function statement.
 */
export async function writeSnapshot(trx: Transaction<Database>, period: PeriodKey): Promise<boolean> {
  const run = await trx
    .insertInto('ranking_snapshot_runs')
    .values({ period_type: period.type, period_start: period.start })
    .onConflict((oc) => oc.columns(['period_type', 'period_start']).doNothing())
    .returning('period_start')
    .executeTakeFirst();
  if (!run) return false;
  const inserted = await sql`
    insert into ranking_snapshots (period_type, period_start, athlete_id, rank)
    select period_type, period_start, athlete_id,
           row_number() over (order by xp desc, updated_at asc, athlete_id asc)
    from xp_period_totals
    where period_type = ${period.type} and period_start = ${period.start} and xp > 0`.execute(trx);
  await trx
    .updateTable('ranking_snapshot_runs')
    .set({ entries: Number(inserted.numAffectedRows ?? 0) })
    .where('period_type', '=', period.type)
    .where('period_start', '=', period.start)
    .execute();
  // PostgreSQL plans by its statistics, which don't know this period's rows yet: it would read the
  // whole period to find a page's ten athletes until autovacuum next analyzes the table. (SQLite's
  // statistics are refreshed hourly: see refreshStatistics.)
  if (isPostgres(trx)) await sql`analyze ranking_snapshots`.execute(trx);
  return true;
}

/** An athlete's final rank in a finished period, with how many athletes that period ranked. */
export async function findFinalRank(db: Executor, period: PeriodKey, athleteId: string) {
  return db
    .selectFrom('ranking_snapshot_runs as r')
    .leftJoin('ranking_snapshots as s', (join) =>
      join
        .onRef('s.period_type', '=', 'r.period_type')
        .onRef('s.period_start', '=', 'r.period_start')
        .on('s.athlete_id', '=', athleteId),
    )
    .select(['r.entries', 's.rank'])
    .where('r.period_type', '=', period.type)
    .where('r.period_start', '=', period.start)
    .executeTakeFirst();
}
