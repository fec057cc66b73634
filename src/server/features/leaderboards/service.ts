/**
 * Rankings by XP earned in a period (this academy week for the dashboard; months reuse the same
 * queries). Period totals are kept with every award and indexed by (period, xp), so a page asks
 * for the top N and its own rank by index, never by adding up the ledger. Other families see an
 * athlete's first name and initial only.
 */
import {
  ALL_TIME_START,
  type Board,
  BOARD_PERIOD_TYPE,
  BOARD_TOP,
  changeDirection,
  type ChangeDirection,
  DASHBOARD_TOP,
  isWeekendDate,
  TOP_STATUS_PLACES,
  weekendStartOf,
} from '#shared/rankings';
import { academyDate, academyMidnight, addDays, monthStart, weekStart } from '#shared/progress/time';
import type { TRankingEntry } from '#shared/validation/achievements';
import type { TBoardEntry, TBoardPeriod, TBoardResponse, TBoardTab } from '#shared/validation/leaderboards';
import { avatarInitial } from '#shared/names';
import { publicAthleteName } from '#shared/validation/athletes';
import type { Db } from '#server/db/database';
import {
  countRanked,
  findEntryWithAhead,
  findFinalRank,
  findNeighbour,
  findRankingsPrivacy,
  listFamilyRankingsPrivacy,
  hasSnapshot,
  listTop,
  listTopOfYear,
  type PeriodKey,
  setRankingsPrivacy,
  writeSnapshot,
} from './queries';
import { inTransaction } from '#server/db/transaction';
import { listVerifiedAthletesSince } from '../training/service';
import type { WriteWorker } from '#server/db/write-worker';
import type { snapshotWriteTasks } from './snapshot-writes';

export type RankingEntry = {
  athleteId: string;
  rank: number;
  previousRank: number | null;
  change: ChangeDirection;
  displayName: string;
  initial: string;
  xp: number;
  isOwn: boolean;
  /** The family's own athlete hidden from other families' boards: its place among visible ones. */
  isPrivate?: boolean;
};

export type Ranking = { periodStart: string; entries: RankingEntry[]; own: RankingEntry | null };

export function currentPeriod(type: 'week' | 'month', now: Date): PeriodKey {
  return { type, start: type === 'week' ? weekStart(now) : monthStart(now) };
}

/** The period before: last week or weekend, last month (of XP or of skill work). All time has one. */
export function previousPeriod(period: PeriodKey): PeriodKey {
  // Every dashboard asks, for the same week until it ends: the last answer is kept.
  if (lastPrevious && period.type === lastPrevious.of.type && period.start === lastPrevious.of.start) return lastPrevious.is;
  // A copy, frozen: callers share it, and all time's answer is the period it was given.
  const previous = Object.freeze({ ...findPreviousPeriod(period) });
  lastPrevious = { of: { type: period.type, start: period.start }, is: previous };
  return previous;
}

let lastPrevious: { of: PeriodKey; is: PeriodKey } | undefined;

function findPreviousPeriod(period: PeriodKey): PeriodKey {
  if (period.type === 'week' || period.type === 'weekend') return { type: period.type, start: addDays(period.start, -7) };
  if (period.type === 'all') return period;
  const [y, m] = period.start.split('-').map(Number) as [number, number];
  const prev = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
  return { type: period.type, start: prev };
}

/** Finished periods whose snapshot exists: a fact that never changes, so remembering it is safe. */
const knownSnapshots = new WeakMap<Db, Set<string>>();

/** Where a database's snapshots are written outside a transaction: its write worker (registerSnapshotWriter). */
const snapshotWriters = new WeakMap<Db, WriteWorker<typeof snapshotWriteTasks>>();
/** Snapshots being written, by database and period: a second caller waits for the first write. */
const pendingSnapshots = new WeakMap<Db, Map<string, Promise<void>>>();

/** Sends this database's snapshots to `writer`, the leaderboards feature's write worker. */
export function registerSnapshotWriter(db: Db, writer: WriteWorker<typeof snapshotWriteTasks>): void {
  snapshotWriters.set(db, writer);
}

/**
 * Last period's final ranks, written the first time anyone needs them (also by the weekly job).
 * Inside a caller's transaction (achievements, which read last week's final place) the write is part
 * of it. Otherwise it goes to the write worker, so the event loop keeps answering while it runs.
 */
export async function ensureSnapshot(db: Db, period: PeriodKey, source: PeriodKey = period): Promise<void> {
  const key = `${period.type}:${period.start}`;
  let known = knownSnapshots.get(db);
  if (!known) knownSnapshots.set(db, (known = new Set()));
  if (known.has(key)) return;
  if (db.isTransaction) {
    if (!(await hasSnapshot(db, period))) await inTransaction(db, (trx) => writeSnapshot(trx, period, source));
    return;
  }
  let pending = pendingSnapshots.get(db);
  if (!pending) pendingSnapshots.set(db, (pending = new Map()));
  let written = pending.get(key);
  if (!written) {
    const writer = snapshotWriters.get(db);
    written = (async () => {
      if (await hasSnapshot(db, period)) return;
      if (writer) await writer.run('snapshot', { period, source });
      else await inTransaction(db, (trx) => writeSnapshot(trx, period, source));
    })()
      .then(() => void known.add(key))
      .finally(() => pending.delete(key));
    pending.set(key, written);
  }
  await written;
}

/**
 * The athlete's final place last week and how many athletes that week ranked, for the weekly-ranking
 * achievements: places are decided when the week ends; whether a week ranked enough athletes to pay
 * a badge depends on the badge (canEarnRankingBadge, src/shared/achievements.ts).
 */
export async function getFinalWeeklyPlace(db: Db, athleteId: string, now: Date): Promise<{ rank: number | null; ranked: number }> {
  const period = previousPeriod(currentPeriod('week', now));
  await ensureSnapshot(db, period);
  const row = await findFinalRank(db, period, athleteId);
  return { rank: row?.rank ?? null, ranked: Number(row?.entries ?? 0) };
}

/** This week's live place and how many athletes it ranks so far (the achievements page's bars). */
export async function getLiveWeeklyPlace(db: Db, athleteId: string, now: Date): Promise<{ rank: number | null; ranked: number }> {
  const period = currentPeriod('week', now);
  const [rank, ranked] = await Promise.all([getRank(db, period, athleteId), countRanked(db, period)]);
  return { rank, ranked };
}

/** An athlete's rank in a period, or null without XP in it. */
export async function getRank(db: Db, period: PeriodKey, athleteId: string): Promise<number | null> {
  const entry = await findEntryWithAhead(db, period, previousPeriod(period), athleteId);
  return entry ? 1 + Number(entry.above) + Number(entry.tied) : null;
}

/**
 * Last period's final ranks, which the change arrows compare with: written on first need, so a
 * ranking's readers ensure them before reading (getRanking only reads).
 */
export async function ensurePreviousRanks(db: Db, type: 'week' | 'month', now: Date): Promise<void> {
  await ensureSnapshot(db, previousPeriod(currentPeriod(type, now)));
}

/**
 * The top N of a period with change arrows, plus the focus athlete's own row when outside the top.
 * The viewer's own athletes show their full name; everyone else's, the first name and initial.
 * Change arrows need last period's final ranks: see ensurePreviousRanks.
 */
export async function getRanking(
  db: Db,
  type: 'week' | 'month',
  viewerId: string,
  now: Date,
  limit = DASHBOARD_TOP,
  focusAthleteId?: string,
): Promise<Ranking> {
  const period = currentPeriod(type, now);
  const previous = previousPeriod(period);
  const [top, own] = await Promise.all([
    listTop(db, period, previous, limit),
    focusAthleteId ? findEntryWithAhead(db, period, previous, focusAthleteId) : Promise.resolve(undefined),
  ]);
  const toEntry = (row: (typeof top)[number], rank: number): RankingEntry => {
    const isOwn = row.parent_id === viewerId;
    const displayName = isOwn ? row.name : publicAthleteName(row.name);
    const previousRank = row.previous_rank ?? null;
    return {
      athleteId: row.athlete_id,
      rank,
      previousRank,
      change: changeDirection(previousRank, rank),
      displayName,
      initial: avatarInitial(displayName),
      xp: row.xp,
      isOwn,
      ...(row.hidden ? { isPrivate: true } : {}),
    };
  };
  const entries = top.map((row, i) => toEntry(row, i + 1));
  const ownEntry =
    entries.find((e) => e.athleteId === focusAthleteId) ?? (own ? toEntry(own, 1 + Number(own.above) + Number(own.tied)) : null);
  return { periodStart: period.start, entries, own: ownEntry };
}

/** Other families' rows leave without an id: a first name and an initial is all they show. */
export function toPublicEntry(entry: RankingEntry): TRankingEntry {
  const { athleteId, ...rest } = entry;
  return entry.isOwn ? { ...rest, athleteId } : rest;
}

/** A ranking as the page gets it: public entries, and the athlete's own row only when outside them. */
export function toPublicRanking(ranking: Ranking): { entries: TRankingEntry[]; own: TRankingEntry | null } {
  const isListed = ranking.entries.some((e) => e.athleteId === ranking.own?.athleteId);
  return { entries: ranking.entries.map(toPublicEntry), own: ranking.own && !isListed ? toPublicEntry(ranking.own) : null };
}

/** Which maintained total a board reads, and the period it shows at this instant. */
export function boardPeriod(board: Board, now: Date): { period: PeriodKey; previous: PeriodKey; end: string | null; status: 'live' | 'final' } {
  const today = academyDate(now);
  switch (board) {
    case 'weekend': {
      // Friday 00:00 to Sunday 23:59 on the academy's clock; Monday to Thursday show the last one, final.
      const start = weekendStartOf(today);
      return { period: { type: 'weekend', start }, previous: { type: 'weekend', start: addDays(start, -7) }, end: addDays(start, 2), status: isWeekendDate(today) ? 'live' : 'final' };
    }
    case 'weekly':
    case 'monthly':
    case 'performance': {
      const type = BOARD_PERIOD_TYPE[board];
      const period: PeriodKey = { type, start: type === 'week' ? weekStart(now) : monthStart(now) };
      // A month ends the day before the next one begins (the 1st of the month 40 days on is next month's).
      const end = type === 'week' ? addDays(period.start, 6) : addDays(`${addDays(period.start, 40).slice(0, 8)}01`, -1);
      return { period, previous: previousPeriod(period), end, status: 'live' };
    }
    case 'all-time':
      // Change arrows compare with the all-time order as this academy week began.
      return { period: { type: 'all', start: ALL_TIME_START }, previous: { type: 'all', start: weekStart(now) }, end: null, status: 'live' };
  }
}

/** The board a tab and sub-tab show. */
export function boardOf(tab: TBoardTab, period: TBoardPeriod): Board {
  if (tab === 'weekend' || tab === 'performance') return tab;
  return period === 'weekly' ? 'weekly' : period === 'monthly' ? 'monthly' : 'all-time';
}

/** The final ranks a board's change arrows compare with, written on first need (also by the weekly job). */
export async function ensureBoardPreviousRanks(db: Db, board: Board, now: Date): Promise<void> {
  const { previous } = boardPeriod(board, now);
  await ensureSnapshot(db, previous, board === 'all-time' ? { type: 'all', start: ALL_TIME_START } : previous);
}

type BoardRow = { athlete_id: string; xp: number; name: string; parent_id: string; hidden: number; previous_rank: number | null };

/**
 * A Player Rankings board (docs/product.md, Player Rankings): the top N visible athletes (of one
 * birth year, if filtered) with academy-wide places, change arrows and the "Top 10" status, and the
 * focus athlete's own row with the places just above and below it when it is outside the list or
 * hidden. Every read is an index range or a histogram sum; nothing adds up the ledger.
 */
export async function getBoard(
  db: Db,
  viewerId: string,
  focus: { id: string; birthYear: number },
  board: Board,
  now: Date,
  birthYear: number | null,
): Promise<TBoardResponse> {
  const { period, previous, end, status } = boardPeriod(board, now);
  const limit = BOARD_TOP[board];
  // Each entry's athlete, for the Performance board's "Verified" mark (entries of others carry no id).
  const athleteOf = new Map<TBoardEntry, string>();
  const toEntry = (row: BoardRow, rank: number): TBoardEntry => {
    const isOwn = row.parent_id === viewerId;
    const displayName = isOwn ? row.name : publicAthleteName(row.name);
    const previousRank = row.previous_rank ?? null;
    const entry: TBoardEntry = {
      rank,
      previousRank,
      change: changeDirection(previousRank, rank),
      displayName,
      initial: avatarInitial(displayName),
      xp: row.xp,
      isOwn,
      ...(isOwn ? { athleteId: row.athlete_id } : {}),
      isTopTen: rank <= TOP_STATUS_PLACES,
      isPrivate: isOwn && row.hidden === 1,
    };
    athleteOf.set(entry, row.athlete_id);
    return entry;
  };
  const rankOf = (row: { above: number | string | null; tied: number | string | null }) => 1 + Number(row.above ?? 0) + Number(row.tied ?? 0);
  const [top, ownRow, ranked] = await Promise.all([
    birthYear === null
      ? listTop(db, period, previous, limit).then((rows) => rows.map((row, i) => toEntry(row, i + 1)))
      : listTopOfYear(db, period, previous, limit, birthYear).then((rows) => rows.map((row) => toEntry(row, rankOf(row)))),
    findEntryWithAhead(db, period, previous, focus.id),
    countRanked(db, period),
  ]);
  const isFocusShown = birthYear === null || focus.birthYear === birthYear;
  const isListed = top.some((e) => e.athleteId === focus.id);
  let own: TBoardResponse['own'] = null;
  if (ownRow && isFocusShown && (!isListed || ownRow.hidden === 1)) {
    const entry = toEntry(ownRow, rankOf(ownRow));
    const position = {
      type: period.type,
      start: period.start,
      previousStart: previous.start,
      xp: ownRow.xp,
      updatedAt: ownRow.updated_at,
      athleteId: focus.id,
      birthYear,
    };
    const neighbour = async (side: 'above' | 'below') => {
      const row = await findNeighbour(db, position, side);
      if (!row) return null;
      if (birthYear === null) {
        // Unfiltered, the places around are known: the last visible athlete ahead is one place
        // up; the next one is one place down (or takes the place itself when the athlete is hidden).
        return toEntry(row, side === 'above' ? entry.rank - 1 : entry.rank + (ownRow.hidden === 1 ? 0 : 1));
      }
      const ranked = await findEntryWithAhead(db, period, previous, row.athlete_id);
      return ranked ? toEntry(ranked, rankOf(ranked)) : null;
    };
    const [above, below] = await Promise.all([neighbour('above'), neighbour('below')]);
    own = { above, entry, below };
  }
  if (board === 'performance') await markVerified(db, athleteOf, academyMidnight(period.start));
  return { board, periodStart: period.type === 'all' ? null : period.start, periodEnd: end, status, birthYear, ranked, entries: top, own };
}

/** The Performance board marks the athletes with a result a coach verified this month (issue 42, point 4). */
async function markVerified(db: Db, athleteOf: Map<TBoardEntry, string>, since: Date): Promise<void> {
  const verified = await listVerifiedAthletesSince(db, [...new Set(athleteOf.values())], since);
  for (const [entry, athleteId] of athleteOf) entry.isVerified = verified.has(athleteId);
}

/** Whether the athlete is kept off other families' boards. */
export async function getRankingsPrivacy(db: Db, athleteId: string): Promise<boolean> {
  const row = await findRankingsPrivacy(db, athleteId);
  return row?.hide_from_rankings === 1;
}

/** What the family export lists of the rankings: each athlete's privacy choice. */
export async function exportFamilyRankingsPrivacy(db: Db, parentId: string) {
  const rows = await listFamilyRankingsPrivacy(db, parentId);
  return rows.map((r) => ({ athleteId: r.id, athleteName: r.name, hideFromRankings: r.hide_from_rankings === 1 }));
}

/** Hides the athlete from, or shows it on, other families' boards, with its totals' copies. */
export async function updateRankingsPrivacy(db: Db, athleteId: string, hide: boolean, now: Date): Promise<void> {
  await inTransaction(db, (trx) => setRankingsPrivacy(trx, athleteId, hide ? 1 : 0, now.toISOString()));
}
