/**
 * Weekly plans (issue 42, point 3; docs/product.md, Coaching: Weekly plans; decision 091). A coach
 * assigns lessons and a minutes target to one athlete or a group (a birth year, a training group, a
 * plan) for some days. The athletes are resolved from the roster (running memberships) when the
 * plan is assigned. Completion is read from the training record, never ticked: the lessons the XP
 * ledger shows completed within the plan's days, and the minutes of the lesson sessions started in
 * them. The coach's one-tap nudge posts in the family's Coach thread, once per plan, athlete and day.
 */
import { effectiveMembershipStatus, type MembershipStatus } from '#shared/membership';
import { AppError } from '#shared/errors';
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import { GROUP_BIRTH_YEARS, groupFor, trainingGroups } from '#shared/training-groups';
import { isBehind, planCheckDay, planStatus } from '#shared/weekly-plans';
import {
  type TFamilyWeeklyPlans,
  type TPlanAthlete,
  type TPlanAthletesPage,
  PLAN_ATHLETES_PAGE_SIZE,
  type TPlanAudience,
  type TPlanChoices,
  type TPlanNudgeResult,
  type TStaffWeeklyPlan,
  type TStaffWeeklyPlans,
  type TWeeklyPlanInput,
  WEEKLY_PLAN_MESSAGES as M,
} from '#shared/validation/weekly-plans';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { requireOwnedAthlete } from '../athletes/service';
import { announceThreadChange, sendCoachMessage } from '../messaging/service';
import { readTrainingGroups } from '../sessions/service';
import {
  claimNudge,
  countLessonsDone,
  findPlan,
  findPublishedLessons,
  insertPlan,
  listAthletePlansOn,
  listFamilyNudges,
  listFamilyPlans,
  listNudgesOn,
  listPlanAthletes,
  listPlanLessons,
  listPlanProgress,
  listPlansRunningFrom,
  listPublishedLessons,
  listRosterMemberships,
  type PlanRow,
  sumMinutes,
} from './plan-queries';

type RosterAthlete = { id: string; name: string; birthYear: number; tier: 'core' | 'pro' };

/** The athletes whose membership still runs (in grace included), each once. */
async function readRoster(db: Db | Trx, now: Date, athleteId?: string): Promise<RosterAthlete[]> {
  const byId = new Map<string, RosterAthlete>();
  for (const r of await listRosterMemberships(db, athleteId)) {
    const status = effectiveMembershipStatus({ status: r.status as MembershipStatus, currentPeriodEnd: new Date(r.current_period_end).toISOString(), provider: r.provider }, now);
    if (status === 'expired') continue;
    const tier = r.tier === 'pro' ? 'pro' : 'core';
    // An athlete with two running memberships trains with the higher plan.
    if (!byId.has(r.athlete_id) || tier === 'pro') byId.set(r.athlete_id, { id: r.athlete_id, name: r.name, birthYear: Number(r.birth_year), tier });
  }
  return [...byId.values()];
}

/** The form's choices: published lessons, groups with athletes to train, birth years and the roster. */
export async function planChoices(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<TPlanChoices> {
  const [lessons, groups, roster] = await Promise.all([listPublishedLessons(ctx.db), readTrainingGroups(ctx.db), readRoster(ctx.db, now)]);
  const active = groups.filter((g) => !g.isArchived).map((g) => g.group);
  return {
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, durationMinutes: l.duration_minutes })),
    groups: trainingGroups(active).map((g) => ({ id: g.id, label: g.label })),
    birthYears: [...GROUP_BIRTH_YEARS],
    athletes: roster.map((a) => ({ id: a.id, name: a.name, birthYear: a.birthYear })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The audience's athletes and its label; an athlete off the roster or an unknown group is refused (400). */
async function resolveAudience(trx: Trx, audience: TPlanAudience, now: Date): Promise<{ value: string; label: string; athleteIds: string[] }> {
  if (audience.kind === 'athlete') {
    const [athlete] = await readRoster(trx, now, audience.athleteId);
    if (!athlete) throw new AppError('VALIDATION', M.notOnRoster, { audience: M.notOnRoster });
    return { value: athlete.id, label: athlete.name, athleteIds: [athlete.id] };
  }
  const roster = await readRoster(trx, now);
  let picked: RosterAthlete[];
  let value: string;
  let label: string;
  if (audience.kind === 'birth-year') {
    picked = roster.filter((a) => a.birthYear === audience.year);
    value = String(audience.year);
    label = `Born ${audience.year}`;
  } else if (audience.kind === 'plan') {
    picked = roster.filter((a) => a.tier === audience.tier);
    value = audience.tier;
    label = audience.tier === 'pro' ? 'Pro' : 'Core';
  } else {
    const groups = await readTrainingGroups(trx);
    const found = groups.find((g) => g.group.id === audience.groupId && !g.isArchived);
    if (!found) throw new AppError('VALIDATION', M.unknownGroup, { audience: M.unknownGroup });
    const active = groups.filter((g) => !g.isArchived).map((g) => g.group);
    picked = roster.filter((a) => groupFor(active, a.tier, a.birthYear).id === found.group.id);
    value = found.group.id;
    label = found.group.label;
  }
  if (picked.length === 0) throw new AppError('VALIDATION', M.nobody, { audience: M.nobody });
  return { value, label, athleteIds: picked.map((a) => a.id).sort() };
}

/** Assigns the plan; the same audience and first day twice is a conflict (409), so a retry writes nothing. */
export async function assignPlan(ctx: AppContext, coach: Pick<SessionUser, 'id'>, input: TWeeklyPlanInput, now = new Date()): Promise<TStaffWeeklyPlan> {
  const id = await inTransaction(ctx.db, async (trx) => {
    const known = new Set((await findPublishedLessons(trx, input.lessonIds)).map((l) => l.id));
    if (input.lessonIds.some((lessonId) => !known.has(lessonId))) throw new AppError('VALIDATION', M.unknownLesson, { lessonIds: M.unknownLesson });
    const audience = await resolveAudience(trx, input.audience, now);
    const id = timeOrderedId(now.getTime());
    const isNew = await insertPlan(
      trx,
      {
        id,
        audience_kind: input.audience.kind,
        audience_value: audience.value,
        audience_label: audience.label,
        title: input.title,
        minutes_target: input.minutesTarget,
        starts_on: input.startsOn,
        ends_on: input.endsOn,
        starts_at: academyMidnight(input.startsOn).toISOString(),
        ends_at: academyMidnight(addDays(input.endsOn, 1)).toISOString(),
        created_by: coach.id,
        created_at: now.toISOString(),
      },
      input.lessonIds,
      audience.athleteIds,
    );
    if (!isNew) throw new AppError('CONFLICT', M.duplicate);
    return id;
  });
  const [plan] = await describePlans(ctx.db, [(await findPlan(ctx.db, id))!], now);
  return plan!;
}

const STANDING_ORDER = { 'not-started': 0, started: 1, done: 2 } as const;
// One collator, made once: localeCompare with a locale builds one on every call, and a group plan sorts thousands.
const byName = new Intl.Collator('en-US').compare;

/**
 * Each plan's athletes with their standing, from the ledger and the lesson history, in the coach's
 * order: behind first, then not started, started and done, each by name.
 */
async function standings(db: Db, plans: PlanRow[], now: Date): Promise<Map<string, { lessons: Awaited<ReturnType<typeof listPlanLessons>>; athletes: TPlanAthlete[] }>> {
  const ids = plans.map((p) => p.id);
  const today = academyDate(now);
  const [lessons, progress, nudges] = await Promise.all([listPlanLessons(db, ids), listPlanProgress(db, ids), listNudgesOn(db, ids, today)]);
  const nudged = new Set(nudges.map((n) => `${n.plan_id}:${n.athlete_id}`));
  const lessonsOf = groupBy(lessons, (l) => l.plan_id);
  const progressOf = groupBy(progress, (a) => a.plan_id);
  return new Map(
    plans.map((p) => {
      const planLessons = lessonsOf.get(p.id) ?? [];
      const dates = { startsOn: String(p.starts_on), endsOn: String(p.ends_on) };
      const athletes = (progressOf.get(p.id) ?? []).map((a) => {
        const counted = { lessonsDone: Number(a.lessons_done ?? 0), minutes: Number(a.minutes ?? 0) };
        const status = planStatus({ ...counted, lessonsTotal: planLessons.length, minutesTarget: p.minutes_target });
        return { athleteId: a.athlete_id, name: a.name, status, ...counted, isBehind: isBehind(status, dates, today), isNudgedToday: nudged.has(`${p.id}:${a.athlete_id}`) };
      });
      athletes.sort(
        (a, b) => Number(b.isBehind) - Number(a.isBehind) || STANDING_ORDER[a.status] - STANDING_ORDER[b.status] || byName(a.name, b.name) || (a.athleteId < b.athleteId ? -1 : 1),
      );
      return [p.id, { lessons: planLessons, athletes }];
    }),
  );
}

/** The page of athletes from `offset`, and the cursor of the next one. */
function athletesPage(athletes: TPlanAthlete[], offset: number): TPlanAthletesPage {
  const end = offset + PLAN_ATHLETES_PAGE_SIZE;
  return { athletes: athletes.slice(offset, end), nextCursor: athletes.length > end ? String(end) : null };
}

/** The plans with their counts and the first page of their athletes. */
async function describePlans(db: Db, plans: PlanRow[], now: Date): Promise<TStaffWeeklyPlan[]> {
  const read = await standings(db, plans, now);
  return plans.map((p) => {
    const { lessons: planLessons, athletes } = read.get(p.id)!;
    const dates = { startsOn: String(p.starts_on), endsOn: String(p.ends_on) };
    return {
      id: p.id,
      title: p.title,
      audienceKind: p.audience_kind,
      audienceLabel: p.audience_label,
      ...dates,
      checkDay: planCheckDay(dates.startsOn, dates.endsOn),
      minutesTarget: p.minutes_target,
      lessons: planLessons.map((l) => ({ id: l.id, title: l.title, durationMinutes: l.duration_minutes })),
      counts: {
        done: athletes.filter((r) => r.status === 'done').length,
        started: athletes.filter((r) => r.status === 'started').length,
        notStarted: athletes.filter((r) => r.status === 'not-started').length,
      },
      ...athletesPage(athletes, 0),
    };
  });
}

/** A later page of one plan's athletes (the cursor from the page before). */
export async function staffPlanAthletes(ctx: Pick<AppContext, 'db'>, planId: string, cursor: string | undefined, now = new Date()): Promise<TPlanAthletesPage> {
  const plan = await findPlan(ctx.db, planId);
  if (!plan) throw new AppError('NOT_FOUND', M.notFound);
  const { athletes } = (await standings(ctx.db, [plan], now)).get(plan.id)!;
  const offset = cursor ? Number(cursor) : 0;
  if (offset > athletes.length) throw new AppError('VALIDATION', M.badCursor, { cursor: M.badCursor });
  return athletesPage(athletes, offset);
}

/** How many plans run today, for the coach's home. */
export async function countPlansRunning(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  const today = academyDate(now);
  return (await listPlansRunningFrom(ctx.db, today)).filter((p) => String(p.starts_on) <= today).length;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return map;
}

/** The coach's roster: every plan running today or later, each athlete done, started or not started. */
export async function staffPlans(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<TStaffWeeklyPlans> {
  const today = academyDate(now);
  return { today, plans: await describePlans(ctx.db, await listPlansRunningFrom(ctx.db, today), now) };
}

/** The nudge: a message in the family's Coach thread, once per plan, athlete and academy day. */
export async function nudgeAthlete(ctx: AppContext, coach: Pick<SessionUser, 'id' | 'name'>, planId: string, athleteId: string, now = new Date()): Promise<TPlanNudgeResult> {
  const today = academyDate(now);
  const familyId = await inTransaction(ctx.db, async (trx) => {
    const plan = await findPlan(trx, planId);
    if (!plan) throw new AppError('NOT_FOUND', M.notFound);
    if (String(plan.ends_on) < today) throw new AppError('CONFLICT', M.ended);
    const [athlete] = (await listPlanAthletes(trx, [planId])).filter((a) => a.athlete_id === athleteId);
    if (!athlete) throw new AppError('NOT_FOUND', M.notInPlan);
    const messageId = timeOrderedId(now.getTime());
    if (!(await claimNudge(trx, { plan_id: planId, athlete_id: athleteId, day: today, message_id: messageId, sent_by: coach.id, created_at: now.toISOString() }))) return null;
    const lessons = (await listPlanLessons(trx, [planId])).map((l) => l.title);
    const firstName = athlete.name.trim().split(/\s+/)[0] ?? athlete.name;
    const sent = await sendCoachMessage(
      trx,
      coach,
      athlete.parent_id,
      {
        subject: `${firstName}’s plan this week: ${plan.title}`,
        body: `A friendly reminder: ${firstName}’s plan “${plan.title}” runs until ${String(plan.ends_on)}. Lessons: ${lessons.join(', ')}.${plan.minutes_target > 0 ? ` Target: ${plan.minutes_target} minutes.` : ''} Progress shows on the dashboard as lessons are completed.`,
      },
      now,
    );
    await trx.updateTable('weekly_plan_nudges').set({ message_id: sent }).where('plan_id', '=', planId).where('athlete_id', '=', athleteId).where('day', '=', today).execute();
    return athlete.parent_id;
  });
  if (familyId === null) return { isSent: false, message: M.alreadyNudged };
  await announceThreadChange(ctx, [familyId]);
  return { isSent: true, message: M.nudged };
}

/** The family's "This week's plan": the athlete's plans running today, with the lessons done and the minutes. */
export async function familyPlans(ctx: Pick<AppContext, 'db'>, parentId: string, athleteId: string, now = new Date()): Promise<TFamilyWeeklyPlans> {
  await requireOwnedAthlete(ctx.db, parentId, athleteId);
  const plans = await listAthletePlansOn(ctx.db, athleteId, academyDate(now));
  const ids = plans.map((p) => p.id);
  const [lessons, done, minutes] = await Promise.all([listPlanLessons(ctx.db, ids), countLessonsDone(ctx.db, ids, athleteId), sumMinutes(ctx.db, ids, athleteId)]);
  const isDone = new Set(done.map((d) => `${d.plan_id}:${d.lesson_id}`));
  const minutesOf = new Map(minutes.map((m) => [m.plan_id, Number(m.minutes)]));
  return {
    plans: plans.map((p) => {
      const planLessons = lessons.filter((l) => l.plan_id === p.id).map((l) => ({ id: l.id, title: l.title, durationMinutes: l.duration_minutes, categoryId: l.category_id, isDone: isDone.has(`${p.id}:${l.id}`) }));
      const progress = { lessonsDone: planLessons.filter((l) => l.isDone).length, minutes: minutesOf.get(p.id) ?? 0 };
      return {
        id: p.id,
        title: p.title,
        startsOn: String(p.starts_on),
        endsOn: String(p.ends_on),
        minutesTarget: p.minutes_target,
        minutes: progress.minutes,
        status: planStatus({ ...progress, lessonsTotal: planLessons.length, minutesTarget: p.minutes_target }),
        lessons: planLessons,
      };
    }),
  };
}

/** The family's data export: each athlete's plans and the nudges the coach sent about them. */
export async function exportFamilyPlans(db: Db, familyId: string) {
  const [plans, nudges] = await Promise.all([listFamilyPlans(db, familyId), listFamilyNudges(db, familyId)]);
  return {
    plans: plans.map((p) => ({
      athlete: p.athlete_name,
      title: p.title,
      startsOn: String(p.starts_on),
      endsOn: String(p.ends_on),
      minutesTarget: p.minutes_target,
      assignedAt: p.created_at,
      nudgedOn: nudges.filter((n) => n.plan_id === p.id && n.athlete_id === p.athlete_id).map((n) => String(n.day)),
    })),
  };
}
