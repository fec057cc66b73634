/**
 * Rankings by XP earned in a period (this academy week for the dashboard; months reuse the same
 * queries). Period totals are kept with every award and indexed by (period, xp), so a page asks
 * for the top N and its own rank by index, never by adding up the ledger. Other families see an
 * athlete's first name and initial only.
 */
import { changeDirection, type ChangeDirection, DASHBOARD_TOP } from '#shared/rankings';
import { addDays, monthStart, weekStart } from '#shared/progress/time';
import type { TRankingEntry } from '#shared/validation/achievements';
import { publicAthleteName } from '#shared/validation/athletes';
import type { Db } from '#server/db/database';
import { findEntryWithAhead, findFinalRank, hasSnapshot, listTop, type PeriodKey, writeSnapshot } from './queries';
import { inTransaction } from '#server/db/transaction';

export type RankingEntry = {
  athleteId: string;
  rank: number;
  previousRank: number | null;
  change: ChangeDirection;
  displayName: string;
  initial: string;
  xp: number;
  isOwn: boolean;
};

export type Ranking = { periodStart: string; entries: RankingEntry[]; own: RankingEntry | null };

export function currentPeriod(type: 'week' | 'month', now: Date): PeriodKey {
  return { type, start: type === 'week' ? weekStart(now) : monthStart(now) };
}

export function previousPeriod(period: PeriodKey): PeriodKey {
  if (period.type === 'week') return { type: 'week', start: addDays(period.start, -7) };
  const [y, m] = period.start.split('-').map(Number) as [number, number];
  const prev = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
  return { type: 'month', start: prev };
}

/** Finished periods whose snapshot exists: a fact that never changes, so remembering it is safe. */
const knownSnapshots = new WeakMap<Db, Set<string>>();

/** Last period's final ranks, written the first time anyone needs them (also by the weekly job). */
export async function ensureSnapshot(db: Db, period: PeriodKey): Promise<void> {
  const key = `${period.type}:${period.start}`;
  let known = knownSnapshots.get(db);
  if (!known) knownSnapshots.set(db, (known = new Set()));
  if (known.has(key)) return;
  // Inside a caller's transaction (achievements) this writes in it; otherwise in its own.
  if (!(await hasSnapshot(db, period))) await inTransaction(db, (trx) => writeSnapshot(trx, period));
  if (!db.isTransaction) known.add(key);
}

/** A week must rank at least this many athletes before its places count for achievements. */
export const MIN_RANKED_FOR_ACHIEVEMENTS = 10;

/**
 * The athlete's final place last week, for the weekly-ranking achievements: places are decided
 * when the week ends, and only in a week that ranked enough athletes to be a real competition.
 */
export async function getFinalWeeklyRank(db: Db, athleteId: string, now: Date): Promise<number | null> {
  const period = previousPeriod(currentPeriod('week', now));
  await ensureSnapshot(db, period);
  const row = await findFinalRank(db, period, athleteId);
  if (!row || row.rank === null || row.entries < MIN_RANKED_FOR_ACHIEVEMENTS) return null;
  return row.rank;
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
      initial: displayName.charAt(0).toUpperCase(),
      xp: row.xp,
      isOwn,
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
