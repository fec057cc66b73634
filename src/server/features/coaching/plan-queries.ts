/** The SQL of weekly plans (plans.ts): the roster they draw from, the plans, and what the training record counts in them. */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';
import type { WeeklyPlansTable } from '#server/db/schema';

type Executor = Db | Trx;
const CHUNK = 500;

/**
 * The roster: athletes of parents' memberships that may still run, with birth year and plan tier
 * (an ended one is left out by the caller, which knows the grace rules).
 */
export function listRosterMemberships(db: Executor, athleteId?: string) {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .innerJoin('athletes as a', 'a.id', 'm.athlete_id')
    .where('u.role', '=', 'parent')
    .where('m.status', 'in', ['active', 'past_due', 'canceled'])
    .select(['a.id as athlete_id', 'a.name', 'a.birth_year', 'm.status', 'm.current_period_end', 'm.provider', 't.tier']);
  if (athleteId) query = query.where('a.id', '=', athleteId);
  return query.execute();
}

export function listPublishedLessons(db: Executor) {
  return db.selectFrom('lessons').select(['id', 'title', 'duration_minutes']).where('is_published', '=', 1).orderBy('title').execute();
}

export function findPublishedLessons(db: Executor, ids: string[]) {
  return db.selectFrom('lessons').select(['id']).where('is_published', '=', 1).where('id', 'in', ids).execute();
}

export type PlanRow = WeeklyPlansTable & { created_at: string };

/** Inserts the plan, its lessons and athletes; false when the audience already has a plan starting that day. */
export async function insertPlan(trx: Trx, plan: Omit<WeeklyPlansTable, 'created_at'> & { created_at: string }, lessonIds: string[], athleteIds: string[]): Promise<boolean> {
  const inserted = await trx
    .insertInto('weekly_plans')
    .values(plan)
    .onConflict((oc) => oc.columns(['audience_kind', 'audience_value', 'starts_on']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx.insertInto('weekly_plan_lessons').values(lessonIds.map((lessonId, i) => ({ plan_id: plan.id, lesson_id: lessonId, sort_order: i }))).execute();
  for (let i = 0; i < athleteIds.length; i += CHUNK) {
    await trx.insertInto('weekly_plan_athletes').values(athleteIds.slice(i, i + CHUNK).map((athleteId) => ({ plan_id: plan.id, athlete_id: athleteId }))).execute();
  }
  return true;
}

/** Plans that run on or after the day, soonest end first. */
export function listPlansRunningFrom(db: Executor, day: string) {
  return db.selectFrom('weekly_plans').selectAll().where('ends_on', '>=', day).orderBy('starts_on').orderBy('id').execute() as Promise<PlanRow[]>;
}

export function findPlan(db: Executor, id: string) {
  return db.selectFrom('weekly_plans').selectAll().where('id', '=', id).executeTakeFirst() as Promise<PlanRow | undefined>;
}

/** The plans' lessons, in the coach's order. */
export function listPlanLessons(db: Executor, planIds: string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('weekly_plan_lessons as pl')
    .innerJoin('lessons as l', 'l.id', 'pl.lesson_id')
    .select(['pl.plan_id', 'l.id', 'l.title', 'l.duration_minutes', 'l.category_id'])
    .where('pl.plan_id', 'in', planIds)
    .orderBy('pl.plan_id')
    .orderBy('pl.sort_order')
    .execute();
}

/** The plans' athletes with their names. */
export function listPlanAthletes(db: Executor, planIds: string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('weekly_plan_athletes as pa')
    .innerJoin('athletes as a', 'a.id', 'pa.athlete_id')
    .select(['pa.plan_id', 'a.id as athlete_id', 'a.name', 'a.parent_id'])
    .where('pa.plan_id', 'in', planIds)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
}

/**
 * Per plan and athlete: the plan's lessons the XP ledger shows completed within the plan's
 * instants (a completion pays once per athlete, so a lesson done before the plan never counts).
 */
export function countLessonsDone(db: Executor, planIds: string[], athleteId?: string) {
  if (planIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('weekly_plan_athletes as pa')
    .innerJoin('weekly_plans as p', 'p.id', 'pa.plan_id')
    .innerJoin('weekly_plan_lessons as pl', 'pl.plan_id', 'p.id')
    .innerJoin('xp_transactions as x', (join) =>
      join
        .onRef('x.athlete_id', '=', 'pa.athlete_id')
        .on('x.reference_type', '=', 'lesson')
        .onRef('x.reference_id', '=', 'pl.lesson_id')
        .onRef('x.created_at', '>=', 'p.starts_at')
        .onRef('x.created_at', '<', 'p.ends_at'),
    )
    .select(['pa.plan_id', 'pa.athlete_id', 'pl.lesson_id'])
    .where('pa.plan_id', 'in', planIds);
  if (athleteId) query = query.where('pa.athlete_id', '=', athleteId);
  return query.execute();
}

/**
 * Per plan and athlete, one row each: the name, the plan's lessons the ledger shows completed within
 * the plan's instants, and the minutes of lesson sessions started in them. Each count is a probe of an
 * index for that athlete (the ledger's unique reference, lesson_sessions_athlete_started_idx), so
 * nothing reads an athlete's other training.
 */
export function listPlanProgress(db: Executor, planIds: string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('weekly_plan_athletes as pa')
    .innerJoin('weekly_plans as p', 'p.id', 'pa.plan_id')
    .innerJoin('athletes as a', 'a.id', 'pa.athlete_id')
    .select(['pa.plan_id', 'pa.athlete_id', 'a.name'])
    .select((eb) => [
      eb
        .selectFrom('weekly_plan_lessons as pl')
        .innerJoin('xp_transactions as x', (join) =>
          join.onRef('x.athlete_id', '=', 'pa.athlete_id').on('x.reference_type', '=', 'lesson').onRef('x.reference_id', '=', 'pl.lesson_id'),
        )
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('pl.plan_id', '=', 'pa.plan_id')
        .whereRef('x.created_at', '>=', 'p.starts_at')
        .whereRef('x.created_at', '<', 'p.ends_at')
        .as('lessons_done'),
      eb
        .selectFrom('lesson_sessions as s')
        .select(sql<number>`coalesce(sum(s.minutes), 0)`.as('m'))
        .whereRef('s.athlete_id', '=', 'pa.athlete_id')
        .whereRef('s.started_at', '>=', 'p.starts_at')
        .whereRef('s.started_at', '<', 'p.ends_at')
        .as('minutes'),
    ])
    .where('pa.plan_id', 'in', planIds)
    .execute();
}

/** Per plan and athlete: the minutes of lesson sessions started within the plan's instants (the lesson history's rows). */
export function sumMinutes(db: Executor, planIds: string[], athleteId?: string) {
  if (planIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('weekly_plan_athletes as pa')
    .innerJoin('weekly_plans as p', 'p.id', 'pa.plan_id')
    .innerJoin('lesson_sessions as s', (join) => join.onRef('s.athlete_id', '=', 'pa.athlete_id').onRef('s.started_at', '>=', 'p.starts_at').onRef('s.started_at', '<', 'p.ends_at'))
    .select(['pa.plan_id', 'pa.athlete_id', sql<number>`sum(s.minutes)`.as('minutes')])
    .where('pa.plan_id', 'in', planIds)
    .groupBy(['pa.plan_id', 'pa.athlete_id']);
  if (athleteId) query = query.where('pa.athlete_id', '=', athleteId);
  return query.execute();
}

export function listNudgesOn(db: Executor, planIds: string[], day: string) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('weekly_plan_nudges').select(['plan_id', 'athlete_id']).where('plan_id', 'in', planIds).where('day', '=', day).execute();
}

/** The athlete's plans that run on the day (the family's "This week's plan"). */
export function listAthletePlansOn(db: Executor, athleteId: string, day: string) {
  return db
    .selectFrom('weekly_plans as p')
    .innerJoin('weekly_plan_athletes as pa', 'pa.plan_id', 'p.id')
    .selectAll('p')
    .where('pa.athlete_id', '=', athleteId)
    .where('p.starts_on', '<=', day)
    .where('p.ends_on', '>=', day)
    .orderBy('p.starts_on')
    .orderBy('p.id')
    .execute() as Promise<PlanRow[]>;
}

/** Claims today's nudge for the plan and athlete; false when one was already sent. */
export async function claimNudge(trx: Trx, row: { plan_id: string; athlete_id: string; day: string; message_id: string; sent_by: string; created_at: string }): Promise<boolean> {
  const inserted = await trx.insertInto('weekly_plan_nudges').values(row).onConflict((oc) => oc.columns(['plan_id', 'athlete_id', 'day']).doNothing()).returning('plan_id').executeTakeFirst();
  return inserted !== undefined;
}

/** Every plan of the family's athletes, for the data export. */
export function listFamilyPlans(db: Executor, familyId: string) {
  return db
    .selectFrom('weekly_plan_athletes as pa')
    .innerJoin('athletes as a', 'a.id', 'pa.athlete_id')
    .innerJoin('weekly_plans as p', 'p.id', 'pa.plan_id')
    .select(['p.id', 'a.id as athlete_id', 'a.name as athlete_name', 'p.title', 'p.starts_on', 'p.ends_on', 'p.minutes_target', 'p.created_at'])
    .where('a.parent_id', '=', familyId)
    .orderBy('p.starts_on')
    .execute();
}

export function listFamilyNudges(db: Executor, familyId: string) {
  return db
    .selectFrom('weekly_plan_nudges as n')
    .innerJoin('athletes as a', 'a.id', 'n.athlete_id')
    .select(['n.plan_id', 'n.athlete_id', 'n.day', 'n.created_at'])
    .where('a.parent_id', '=', familyId)
    .execute();
}

/** A plan made for one of the family's athletes names it: it goes with the account (group plans keep their other athletes). */
export async function deleteFamilyAthletePlans(trx: Trx, familyId: string): Promise<void> {
  const athleteIds = trx.selectFrom('athletes').select('id').where('parent_id', '=', familyId);
  await trx.deleteFrom('weekly_plans').where('audience_kind', '=', 'athlete').where('audience_value', 'in', athleteIds).execute();
}
