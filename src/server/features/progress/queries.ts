import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { timeOrderedId } from '#server/db/ids';
import { prepareQuery } from '#server/db/prepared';
import { isPostgres } from '#server/db/database';
import { ACADEMY } from '#shared/academy';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Adds a ledger row unless this reference was already paid to the athlete; true when added. */
export async function insertLedgerRow(
  db: Executor,
  row: { athleteId: string; amount: number; reason: string; referenceType: string; referenceId: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('xp_transactions')
    .values({
      id: timeOrderedId(),
      athlete_id: row.athleteId,
      amount: row.amount,
      reason: row.reason,
      reference_type: row.referenceType,
      reference_id: row.referenceId,
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(['athlete_id', 'reference_type', 'reference_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function ensureProgressRow(db: Executor, athleteId: string): Promise<void> {
  await db.insertInto('athlete_progress').values({ athlete_id: athleteId }).onConflict((oc) => oc.column('athlete_id').doNothing()).execute();
}

/**
 * Adds to the lifetime total, creating the athlete's row on a first award; returns the new total
 * and the level stored before this award.
 */
export async function addToLifetimeTotal(db: Executor, athleteId: string, amount: number, now: string) {
  return db
    .insertInto('athlete_progress')
    .values({ athlete_id: athleteId, total_xp: amount, updated_at: now })
    .onConflict((oc) =>
      oc.column('athlete_id').doUpdateSet((eb) => ({
        total_xp: eb('athlete_progress.total_xp', '+', eb.ref('excluded.total_xp')),
        updated_at: now,
      })),
    )
    .returning(['total_xp', 'current_level'])
    .executeTakeFirstOrThrow();
}

export async function setLevel(db: Executor, athleteId: string, level: number): Promise<void> {
  await db.updateTable('athlete_progress').set({ current_level: level }).where('athlete_id', '=', athleteId).execute();
}

export type PeriodStart = { type: 'week' | 'month'; start: string };

/** Adds to the athlete's totals of the given periods (this week and this month) in one statement. */
export async function addToPeriodTotals(db: Executor, athleteId: string, periods: readonly PeriodStart[], amount: number, now: string): Promise<void> {
  await db
    .insertInto('xp_period_totals')
    .values(periods.map((p) => ({ period_type: p.type, period_start: p.start, athlete_id: athleteId, xp: amount, updated_at: now })))
    .onConflict((oc) =>
      oc.columns(['period_type', 'period_start', 'athlete_id']).doUpdateSet((eb) => ({
        xp: eb('xp_period_totals.xp', '+', eb.ref('excluded.xp')),
        updated_at: now,
      })),
    )
    .execute();
}

export async function findProgressRow(db: Executor, athleteId: string, forUpdate: boolean) {
  let query = db.selectFrom('athlete_progress').selectAll().where('athlete_id', '=', athleteId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateStreak(
  db: Executor,
  athleteId: string,
  streak: { current: number; longest: number; lastActivityDate: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('athlete_progress')
    .set({
      current_streak: streak.current,
      longest_streak: streak.longest,
      last_activity_date: streak.lastActivityDate,
      updated_at: now,
    })
    .where('athlete_id', '=', athleteId)
    .execute();
}

export async function findPeriodTotals(db: Executor, athleteId: string, week: string, month: string) {
  return db
    .selectFrom('xp_period_totals')
    .select(['period_type', 'xp'])
    .where('athlete_id', '=', athleteId)
    .where((eb) =>
      eb.or([
        eb.and([eb('period_type', '=', 'week'), eb('period_start', '=', week)]),
        eb.and([eb('period_type', '=', 'month'), eb('period_start', '=', month)]),
      ]),
    )
    .execute();
}

const recentLedger = prepareQuery((db, p: { athleteId: string; limit: number }) =>
  db
    .selectFrom('xp_transactions')
    .select(['id', 'amount', 'reason', 'reference_type', 'created_at'])
    .where('athlete_id', '=', p.athleteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit),
);

export async function listRecentLedger(db: Executor, athleteId: string, limit: number) {
  return recentLedger.all(db, { athleteId, limit });
}

export async function listLedger(db: Executor, athleteId: string) {
  return db
    .selectFrom('xp_transactions')
    .select(['amount', 'reason', 'reference_type', 'reference_id', 'created_at'])
    .where('athlete_id', '=', athleteId)
    .orderBy('created_at')
    .execute();
}

export async function clearAthleteXp(db: Executor, athleteId: string, now: string): Promise<void> {
  await db.deleteFrom('xp_transactions').where('athlete_id', '=', athleteId).execute();
  await db.deleteFrom('xp_period_totals').where('athlete_id', '=', athleteId).execute();
  await db
    .updateTable('athlete_progress')
    .set({ total_xp: 0, current_level: 1, updated_at: now })
    .where('athlete_id', '=', athleteId)
    .execute();
}

type DashboardStatsParams = { athleteId: string; parentId: string; week: string; month: string };

/**
 * The athlete, if this parent's, with everything the dashboard counts for them, in one statement:
 * totals, streak, this week's and month's XP, completed lessons and challenges, and badges. Each
 * part is an indexed lookup.
 */
const dashboardStats = prepareQuery((db, p: DashboardStatsParams) =>
  db
    .selectFrom('athletes as a')
    .select((eb) => {
      // Scalar lookups by key: on SQLite several times cheaper than a join to the progress row.
      const progress = <C extends 'total_xp' | 'current_level' | 'current_streak' | 'longest_streak' | 'last_activity_date'>(column: C) =>
        eb.selectFrom('athlete_progress').select(column).where('athlete_id', '=', p.athleteId).as(column);
      const period = (type: 'week' | 'month', start: string) =>
        eb
          .selectFrom('xp_period_totals')
          .select('xp')
          .where('period_type', '=', type)
          .where('period_start', '=', start)
          .where('athlete_id', '=', p.athleteId);
      return [
        'a.id',
        'a.name',
        progress('total_xp'),
        progress('current_level'),
        progress('current_streak'),
        progress('longest_streak'),
        progress('last_activity_date'),
        period('week', p.week).as('week_xp'),
        period('month', p.month).as('month_xp'),
        eb
          .selectFrom('lesson_progress')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', p.athleteId)
          .where('completed_at', 'is not', null)
          .as('lessons_completed'),
        eb
          .selectFrom('athlete_challenges')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', p.athleteId)
          .where('completed_at', 'is not', null)
          .as('challenges_completed'),
        eb
          .selectFrom('athlete_achievements')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', p.athleteId)
          .as('badges'),
      ];
    })
    .where('a.id', '=', p.athleteId)
    .where('a.parent_id', '=', p.parentId),
);

export async function findDashboardStats(db: Executor, params: DashboardStatsParams) {
  return dashboardStats.first(db, params);
}

export type StartKind = 'lesson' | 'challenge';

/**
 * Records a start and returns the one in force: a new row, or the existing one moved to now when it
 * began at or before `replaceBefore` (a start still current is kept: reopening a page costs nothing).
 */
export async function upsertStart(
  db: Executor,
  row: { athleteId: string; kind: StartKind; subjectId: string; now: string; replaceBefore: string },
): Promise<string> {
  const kept = await db
    .insertInto('training_starts')
    .values({ athlete_id: row.athleteId, kind: row.kind, subject_id: row.subjectId, started_at: row.now })
    .onConflict((oc) =>
      oc.columns(['athlete_id', 'kind', 'subject_id']).doUpdateSet((eb) => ({
        started_at: eb
          .case()
          .when('training_starts.started_at', '<=', row.replaceBefore)
          .then(eb.ref('excluded.started_at'))
          .else(eb.ref('training_starts.started_at'))
          .end(),
      })),
    )
    .returning('started_at')
    .executeTakeFirstOrThrow();
  return kept.started_at;
}

export async function findStart(db: Executor, athleteId: string, kind: StartKind, subjectId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('training_starts')
    .select('started_at')
    .where('athlete_id', '=', athleteId)
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.started_at;
}

/** Moves the athlete's other starts of this kind to now (see restartOtherStarts). */
export async function moveOtherStarts(db: Executor, athleteId: string, kind: StartKind, subjectId: string, now: string): Promise<void> {
  await db
    .updateTable('training_starts')
    .set({ started_at: now })
    .where('athlete_id', '=', athleteId)
    .where('kind', '=', kind)
    .where('subject_id', '<>', subjectId)
    .where('started_at', '<', now)
    .execute();
}

/**
 * The athlete's XP from an instant on, summed in SQL for a progress report by the ledger's
 * (athlete_id, created_at) index: per academy day on PostgreSQL, which knows time zones; per UTC hour
 * on SQLite, which does not (the academy's zone moves by whole hours, so each hour falls on one
 * academy day, and the caller maps it).
 */
export async function sumLedgerSince(db: Executor, athleteId: string, fromIso: string): Promise<{ unit: 'day' | 'hour'; rows: { key: string; xp: number | string }[] }> {
  const isPg = isPostgres(db);
  const key = isPg
    ? sql<string>`to_char(created_at at time zone ${sql.lit(ACADEMY.timeZone)}, 'YYYY-MM-DD')`
    : sql<string>`substr(created_at, 1, 13)`;
  const rows = await db
    .selectFrom('xp_transactions')
    .select((eb) => [key.as('key'), eb.fn.sum<number | string>('amount').as('xp')])
    .where('athlete_id', '=', athleteId)
    .where('created_at', '>=', fromIso)
    .groupBy(key)
    .orderBy(key)
    .execute();
  return { unit: isPg ? 'day' : 'hour', rows };
}
