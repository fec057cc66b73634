/**
 * Read-only progress figures for the admin dashboard (issue 14, points 6 and 7): who earned XP in a
 * window, and each athlete's signals for the churn radar (last activity, streak, recent XP).
 */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';

/** Athletes with any XP in each [from, to) window (the ledger's created_at). */
export async function countAthletesEarning(db: Db, windows: [string, string][]): Promise<number[]> {
  // One round trip; a distinct subquery (a hash on PostgreSQL) over the ledger's time index (migration 0019).
  const counts = windows.map(([from, to], i) =>
    sql<
      string | number
    >`(select count(*) from (select distinct athlete_id from xp_transactions where created_at >= ${from} and created_at < ${to}) w)`.as(
      `w${i}`,
    ),
  );
  const { rows } = await sql<Record<string, string | number>>`select ${sql.join(counts)}`.execute(
    db,
  );
  return windows.map((_, i) => Number(rows[0]?.[`w${i}`] ?? 0));
}

export type AthleteRadarRow = {
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
    parentId: r.parent_id,
    name: r.name,
    addedAt: r.created_at,
    lastActivityDate: r.last_activity_date ?? null,
    streakAtLastActivity: Number(r.current_streak ?? 0),
    xpLast7Days: Number(r.recent ?? 0),
    xpPrevious28Days: Number(r.before ?? 0),
  }));
}
