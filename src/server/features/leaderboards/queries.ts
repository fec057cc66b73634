import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '#server/db/database';
import { type Placeholders, prepareQuery } from '#server/db/prepared';
import { sharedRead } from '#server/db/read-pool';
import type { Database } from '#server/db/schema';
import type { BoardPeriodType } from '#shared/rankings';

type Executor = Kysely<Database> | Transaction<Database>;

/** A period total's kind (week, month, weekend, skill, all) and the day it starts. */
export type PeriodKey = { type: BoardPeriodType; start: string };

type RankingParams = { type: PeriodKey['type']; start: string; previousStart: string };

/**
 * An entry's athlete (first name only leaves) and its final rank in the previous period, if any.
 * Boards list visible athletes only (`hidden` = 0): a hidden one is never another family's row.
 */
function rankedEntries(db: Executor, p: RankingParams) {
  return entriesOfPeriod(db, p).where('t.xp', '>', 0);
}

/**
 * A period's entries with no bound on XP, for a query that sets its own lower bound: SQLite takes
 * one range bound on a column from the index, and given both `xp > 0` and `xp > :xp` it may take
 * the looser, then walk every entry below the athlete to reach the one just above it (5 ms for an
 * athlete high on a board of 100,000; bench:progress).
 */
function entriesOfPeriod(db: Executor, p: RankingParams) {
  return db
    .selectFrom('xp_period_totals as t')
    .innerJoin('athletes as a', 'a.id', 't.athlete_id')
    .leftJoin('ranking_snapshots as s', (join) =>
      join.on('s.period_type', '=', p.type).on('s.period_start', '=', p.previousStart).onRef('s.athlete_id', '=', 't.athlete_id'),
    )
    .select(['t.athlete_id', 't.xp', 't.updated_at', 't.hidden', 'a.name', 'a.parent_id', 'a.birth_year', 's.rank as previous_rank'])
    .where('t.period_type', '=', p.type)
    .where('t.period_start', '=', p.start);
}

/**
 * The visible athletes ahead of entry `t`: those with more XP (the histogram), and those with the
 * same XP who reached it earlier (one range of the rank-order index). Its place is 1 + both.
 */
function withAhead(query: ReturnType<typeof rankedEntries>, p: RankingParams) {
  return query.select((eb) => [
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
      .where('o.hidden', '=', 0)
      .whereRef('o.xp', '=', 't.xp')
      // Earlier to reach the same XP, then by id: one range of the rank-order index.
      .where((o) => o(o.refTuple('o.updated_at', 'o.athlete_id'), '<', o.refTuple('t.updated_at', 't.athlete_id')))
      .as('tied'),
  ]);
}

const top = prepareQuery((db, p: RankingParams & { limit: number }) =>
  rankedEntries(db, p).where('t.hidden', '=', 0).orderBy('t.xp', 'desc').orderBy('t.updated_at', 'asc').orderBy('t.athlete_id', 'asc').limit(p.limit),
);

/** The first `limit` athletes of a period, in ranking order: the same for every family (see sharedRead). */
export async function listTop(db: Executor, period: PeriodKey, previous: PeriodKey, limit: number) {
  const params = { type: period.type, start: period.start, previousStart: previous.start, limit };
  return sharedRead(db, `ranking-top:${params.type}:${params.start}:${params.previousStart}:${limit}`, () => top.all(db, params));
}

const entryWithAhead = prepareQuery((db, p: RankingParams & { athleteId: string }) =>
  withAhead(rankedEntries(db, p), p)
    .where('t.athlete_id', '=', p.athleteId),
);

/**
 * An athlete's entry with how many visible entries sort before it (its rank - 1), in one statement.
 * A hidden athlete's own row counts the visible ones only: its private place among them.
 */
export async function findEntryWithAhead(db: Executor, period: PeriodKey, previous: PeriodKey, athleteId: string) {
  return entryWithAhead.first(db, { type: period.type, start: period.start, previousStart: previous.start, athleteId });
}

const snapshotRun = prepareQuery((db, p: { type: string; start: string }) =>
  db.selectFrom('ranking_snapshot_runs').select('period_start').where('period_type', '=', p.type).where('period_start', '=', p.start),
);

export async function hasSnapshot(db: Executor, period: PeriodKey): Promise<boolean> {
  return Boolean(await snapshotRun.first(db, { type: period.type, start: period.start }));
}

/**
 * Writes a finished period's final ranks once. The run row's key makes a second writer (another
 * instance, a retry) insert nothing; the ranks come from one window-function statement.
 */
export async function writeSnapshot(trx: Transaction<Database>, period: PeriodKey, source: PeriodKey = period): Promise<boolean> {
  const run = await trx
    .insertInto('ranking_snapshot_runs')
    .values({ period_type: period.type, period_start: period.start })
    .onConflict((oc) => oc.columns(['period_type', 'period_start']).doNothing())
    .returning('period_start')
    .executeTakeFirst();
  if (!run) return false;
  // All time has one period of totals: its snapshots are taken each week, keyed by the week.
  const start = isPostgres(trx) ? sql`cast(${period.start} as date)` : sql`${period.start}`;
  // All time's snapshot is the order as its week began, whenever it is first needed: each total
  // less what that week has added so far, so an athlete whose first XP came this week has no place
  // in it and its board marks it New, as the other boards do.
  const inserted =
    source.type === 'all'
      ? await sql`
    insert into ranking_snapshots (period_type, period_start, athlete_id, rank)
    select a.period_type, ${start}, a.athlete_id,
           row_number() over (order by a.xp - coalesce(w.xp, 0) desc, a.updated_at asc, a.athlete_id asc)
    from xp_period_totals a
    left join xp_period_totals w on w.athlete_id = a.athlete_id and w.period_type = 'week' and w.period_start = ${start}
    where a.period_type = ${source.type} and a.period_start = ${source.start} and a.hidden = 0 and a.xp - coalesce(w.xp, 0) > 0`.execute(trx)
      : await sql`
    insert into ranking_snapshots (period_type, period_start, athlete_id, rank)
    select period_type, ${start}, athlete_id,
           row_number() over (order by xp desc, updated_at asc, athlete_id asc)
    from xp_period_totals
    where period_type = ${source.type} and period_start = ${source.start} and hidden = 0 and xp > 0`.execute(trx);
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
const finalRank = prepareQuery((db, p: { type: PeriodKey['type']; start: string; athleteId: string }) =>
  db
    .selectFrom('ranking_snapshot_runs as r')
    .leftJoin('ranking_snapshots as s', (join) =>
      join
        .onRef('s.period_type', '=', 'r.period_type')
        .onRef('s.period_start', '=', 'r.period_start')
        .on('s.athlete_id', '=', p.athleteId),
    )
    .select(['r.entries', 's.rank'])
    .where('r.period_type', '=', p.type)
    .where('r.period_start', '=', p.start),
);

export async function findFinalRank(db: Executor, period: PeriodKey, athleteId: string) {
  return finalRank.first(db, { type: period.type, start: period.start, athleteId });
}

type BoardParams = RankingParams & { limit: number; birthYear: number };

/**
 * A board narrowed to one birth year: the first `limit` visible athletes born that year in ranking
 * order, each with its academy-wide place (visible athletes ahead, from the histogram and the tied
 * range of the rank-order index), so a place means the same with and without the filter.
 */
const topOfYear = prepareQuery((db, p: BoardParams) =>
  withAhead(rankedEntries(db, p), p)
    .where('t.hidden', '=', 0)
    .where('a.birth_year', '=', p.birthYear)
    .orderBy('t.xp', 'desc')
    .orderBy('t.updated_at', 'asc')
    .orderBy('t.athlete_id', 'asc')
    .limit(p.limit),
);

export async function listTopOfYear(db: Executor, period: PeriodKey, previous: PeriodKey, limit: number, birthYear: number) {
  return topOfYear.all(db, { type: period.type, start: period.start, previousStart: previous.start, limit, birthYear });
}

type NeighbourParams = RankingParams & { xp: number; updatedAt: string; athleteId: string; birthYear: number | null };

type NeighbourKind = { side: 'above' | 'below'; part: 'tied' | 'beyond'; isOneYear: boolean };

/** One place of the rank order, by index: the visible athlete right before or after a position. */
function neighbourQuery(db: Executor, p: Placeholders<NeighbourParams>, { side, part, isOneYear }: NeighbourKind) {
  // Above a ranked athlete (xp > 0) means xp > its own: that is the only lower bound it needs.
  let query = (side === 'above' && part === 'beyond' ? entriesOfPeriod(db, p) : rankedEntries(db, p)).where('t.hidden', '=', 0);
  if (isOneYear) query = query.where('a.birth_year', '=', p.birthYear as number);
  const toward = side === 'above' ? 'desc' : 'asc';
  if (part === 'tied') {
    return query
      .where('t.xp', '=', p.xp)
      .where((eb) => eb(eb.refTuple('t.updated_at', 't.athlete_id'), side === 'above' ? '<' : '>', eb.tuple(p.updatedAt, p.athleteId)))
      .orderBy('t.updated_at', toward)
      .orderBy('t.athlete_id', toward)
      .limit(1);
  }
  return query
    .where('t.xp', side === 'above' ? '>' : '<', p.xp)
    .orderBy('t.xp', side === 'above' ? 'asc' : 'desc')
    .orderBy('t.updated_at', toward)
    .orderBy('t.athlete_id', toward)
    .limit(1);
}

const prepareNeighbour = (kind: NeighbourKind) => prepareQuery((db, p: Placeholders<NeighbourParams>) => neighbourQuery(db, p, kind));

/** Each of the eight neighbour lookups (side, tied or beyond, one birth year or all), prepared once. */
const neighbourQueries = new Map<string, ReturnType<typeof prepareNeighbour>>();

function preparedNeighbour(kind: NeighbourKind) {
  const key = `${kind.side}:${kind.part}:${kind.isOneYear}`;
  let query = neighbourQueries.get(key);
  if (!query) neighbourQueries.set(key, (query = prepareNeighbour(kind)));
  return query;
}

/** The visible athlete one place above or below a position (same birth year, if filtered), with its entry. */
export async function findNeighbour(db: Executor, p: NeighbourParams, side: 'above' | 'below') {
  const isOneYear = p.birthYear !== null;
  return (await preparedNeighbour({ side, part: 'tied', isOneYear }).first(db, p)) ?? (await preparedNeighbour({ side, part: 'beyond', isOneYear }).first(db, p));
}

const rankedCount = prepareQuery((db, p: { type: PeriodKey['type']; start: string }) =>
  db
    .selectFrom('xp_period_histogram')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('athletes'), eb.lit(0)).as('n'))
    .where('period_type', '=', p.type)
    .where('period_start', '=', p.start)
    .where('xp', '>', 0),
);

/** How many visible athletes a board ranks: the histogram's buckets, never the totals. */
export async function countRanked(db: Executor, period: PeriodKey): Promise<number> {
  const row = await rankedCount.first(db, { type: period.type, start: period.start });
  return Number(row?.n ?? 0);
}

export async function findRankingsPrivacy(db: Executor, athleteId: string) {
  return db.selectFrom('athletes').select(['id', 'hide_from_rankings']).where('id', '=', athleteId).executeTakeFirst();
}

/** Each of the family's athletes with its rankings-privacy flag, for the family export. */
export async function listFamilyRankingsPrivacy(db: Executor, parentId: string) {
  return db.selectFrom('athletes').select(['id', 'name', 'hide_from_rankings']).where('parent_id', '=', parentId).orderBy('created_at').orderBy('id').execute();
}

/** The athlete's flag and its copy on every period total, in the caller's transaction. */
export async function setRankingsPrivacy(trx: Transaction<Database>, athleteId: string, hidden: number, now: string): Promise<void> {
  await trx.updateTable('athletes').set({ hide_from_rankings: hidden, updated_at: now }).where('id', '=', athleteId).execute();
  await trx.updateTable('xp_period_totals').set({ hidden }).where('athlete_id', '=', athleteId).where('hidden', '<>', hidden).execute();
}
