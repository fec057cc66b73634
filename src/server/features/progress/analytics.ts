/**
 * Read-only progress figures for the admin dashboard (issue 14, points 6 and 7): who earned XP in a
 * week, and each athlete's signals for the churn radar (last activity, streak, recent XP).
 */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';

/**
 * Athletes who earned XP in each academy week given (its Monday, YYYY-MM-DD): a sum over the week's
 * XP histogram (a few hundred buckets kept with every award, migration 0003), not a scan of the
 * ledger. A bucket at 0 or below holds athletes whose XP was reset or taken back.
 */
export async function countAthletesEarningInWeeks(db: Db, weeks: string[]): Promise<number[]> {
  if (!weeks.length) return [];
  const rows = await db
    .selectFrom('xp_period_histogram')
    .where('period_type', '=', 'week')
    .where('period_start', 'in', weeks)
    .where('xp', '>', 0)
    .groupBy('period_start')
    .select(['period_start', sql<string | number>`sum(athletes)`.as('n')])
    .execute();
  // The histogram counts athletes shown on boards only (migration 0025); those their families hide
  // are counted from their own rows, one short range of the rank-order index.
  const hidden = await db
    .selectFrom('xp_period_totals')
    .where('period_type', '=', 'week')
    .where('period_start', 'in', weeks)
    .where('hidden', '=', 1)
    .where('xp', '>', 0)
    .groupBy('period_start')
    .select(['period_start', sql<string | number>`count(*)`.as('n')])
    .execute();
  const byWeek = new Map(rows.map((r) => [String(r.period_start), Number(r.n)]));
  for (const r of hidden) byWeek.set(String(r.period_start), (byWeek.get(String(r.period_start)) ?? 0) + Number(r.n));
  return weeks.map((week) => byWeek.get(week) ?? 0);
}

export type AthleteRadarRow = {
  athleteId: string;
  parentId: string;
  name: string;
  addedAt: string;
  lastActivityDate: string | null;
  streakAtLastActivity: number;
  xpLast7Days: number;
  xpPrevious28Days: number;
};

/** Every athlete with its radar signals; `weekAgo` and `fiveWeeksAgo` bound the XP windows. */
export async function listAthleteSignals(
  db: Db,
  weekAgo: string,
  fiveWeeksAgo: string,
): Promise<AthleteRadarRow[]> {
  const xp = db
    .selectFrom('xp_transactions')
    .where('created_at', '>=', fiveWeeksAgo)
    .groupBy('athlete_id')
    .select([
      'athlete_id',
      sql<string | number>`sum(case when created_at >= ${weekAgo} then amount else 0 end)`.as(
        'recent',
      ),
      sql<string | number>`sum(case when created_at < ${weekAgo} then amount else 0 end)`.as(
        'before',
      ),
    ]);
  const rows = await db
    .selectFrom('athletes as a')
    .leftJoin('athlete_progress as p', 'p.athlete_id', 'a.id')
    .leftJoin(xp.as('x'), 'x.athlete_id', 'a.id')
    .select([
      'a.id',
      'a.parent_id',
      'a.name',
      'a.created_at',
      'p.last_activity_date',
      'p.current_streak',
      'x.recent',
      'x.before',
    ])
    .execute();
  return rows.map((r) => ({
    athleteId: r.id,
    parentId: r.parent_id,
    name: r.name,
    addedAt: r.created_at,
    lastActivityDate: r.last_activity_date ?? null,
    streakAtLastActivity: Number(r.current_streak ?? 0),
    xpLast7Days: Number(r.recent ?? 0),
    xpPrevious28Days: Number(r.before ?? 0),
  }));
}
