import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { timeOrderedId } from '../../db/ids';

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

export async function listRecentLedger(db: Executor, athleteId: string, limit: number) {
  return db
    .selectFrom('xp_transactions')
    .select(['id', 'amount', 'reason', 'reference_type', 'created_at'])
    .where('athlete_id', '=', athleteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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

/**
 * Everything the dashboard counts for one athlete, in one statement: totals, streak, this week's
 * and month's XP, completed lessons and challenges, and badges. Each part is an indexed lookup.
 */
export async function findDashboardStats(db: Executor, athleteId: string, week: string, month: string) {
  return db
    .selectNoFrom((eb) => {
      const progress = () => eb.selectFrom('athlete_progress').where('athlete_id', '=', athleteId);
      const period = (type: 'week' | 'month', start: string) =>
        eb
          .selectFrom('xp_period_totals')
          .select('xp')
          .where('period_type', '=', type)
          .where('period_start', '=', start)
          .where('athlete_id', '=', athleteId);
      return [
        progress().select('total_xp').as('total_xp'),
        progress().select('current_level').as('current_level'),
        progress().select('current_streak').as('current_streak'),
        progress().select('longest_streak').as('longest_streak'),
        progress().select('last_activity_date').as('last_activity_date'),
        period('week', week).as('week_xp'),
        period('month', month).as('month_xp'),
        eb
          .selectFrom('lesson_progress')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', athleteId)
          .where('completed_at', 'is not', null)
          .as('lessons_completed'),
        eb
          .selectFrom('athlete_challenges')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', athleteId)
          .where('completed_at', 'is not', null)
          .as('challenges_completed'),
        eb
          .selectFrom('athlete_achievements')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', athleteId)
          .as('badges'),
      ];
    })
    .executeTakeFirstOrThrow();
}
