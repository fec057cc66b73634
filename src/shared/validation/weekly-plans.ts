/**
 * Weekly plans (issue 42, point 3; docs/product.md, Coaching: Weekly plans): what a coach assigns,
 * the coach's roster with each athlete's standing, and the family's "This week's plan". The same
 * schemas check the coach's form and the server's routes.
 */
import { z } from 'zod';
import { GROUP_BIRTH_YEARS } from '../training-groups';
import { PLAN_MAX_DAYS, PLAN_MAX_LESSONS, PLAN_MAX_MINUTES, planLengthDays } from '../weekly-plans';
import { singleLineText } from './text';

export const PLAN_TITLE_MAX = 80;

export const WEEKLY_PLAN_MESSAGES = {
  noTitle: 'Give the plan a name, such as Ball mastery week.',
  titleTooLong: `A plan’s name can be at most ${PLAN_TITLE_MAX} characters.`,
  noLessons: 'Choose at least one lesson.',
  tooManyLessons: `A plan can have at most ${PLAN_MAX_LESSONS} lessons.`,
  unknownLesson: 'That lesson does not exist. Choose one from the list.',
  badMinutes: `Set a minutes target from 0 to ${PLAN_MAX_MINUTES}.`,
  badDate: 'Enter a date as YYYY-MM-DD.',
  endsBeforeStart: 'The plan must end on or after the day it starts.',
  tooLong: `A plan runs at most ${PLAN_MAX_DAYS} days.`,
  badAudience: 'Choose who the plan is for: an athlete, a birth year, a training group or a plan.',
  badYear: `Choose a birth year from ${GROUP_BIRTH_YEARS[0]} to ${GROUP_BIRTH_YEARS.at(-1)}.`,
  notOnRoster: 'That athlete is not on your roster.',
  unknownGroup: 'That training group does not exist.',
  nobody: 'No athlete on the roster is in that group right now.',
  duplicate: 'This audience already has a plan starting that day.',
  notFound: 'Plan not found',
  badCursor: 'That page of the plan’s athletes does not exist. Open the plan again.',
  notInPlan: 'That athlete is not in this plan.',
  ended: 'This plan has ended.',
  assigned: 'Plan assigned',
  nudged: 'Reminder sent to the family',
  alreadyNudged: 'Already reminded today',
} as const;

const M = WEEKLY_PLAN_MESSAGES;
const ZIsoDate = z.string({ error: M.badDate }).regex(/^\d{4}-\d{2}-\d{2}$/, M.badDate).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.badDate);
const ZId = z.string().min(1).max(64);

export const ZPlanAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('athlete'), athleteId: ZId }),
    z.object({ kind: z.literal('birth-year'), year: z.number({ error: M.badYear }).int(M.badYear).refine((y) => GROUP_BIRTH_YEARS.includes(y), M.badYear) }),
    z.object({ kind: z.literal('group'), groupId: ZId }),
    z.object({ kind: z.literal('plan'), tier: z.enum(['core', 'pro'], { error: M.badAudience }) }),
  ],
  { error: M.badAudience },
);
export type TPlanAudience = z.infer<typeof ZPlanAudience>;

export const ZWeeklyPlanInput = z
  .object({
    audience: ZPlanAudience,
    title: singleLineText({ error: M.noTitle })
      .transform((v) => v.trim())
      .pipe(z.string().min(1, M.noTitle).max(PLAN_TITLE_MAX, M.titleTooLong)),
    lessonIds: z
      .array(ZId, { error: M.noLessons })
      .min(1, M.noLessons)
      .max(PLAN_MAX_LESSONS, M.tooManyLessons)
      .transform((ids) => [...new Set(ids)]),
    minutesTarget: z.number({ error: M.badMinutes }).int(M.badMinutes).min(0, M.badMinutes).max(PLAN_MAX_MINUTES, M.badMinutes),
    startsOn: ZIsoDate,
    endsOn: ZIsoDate,
  })
  .superRefine((plan, issue) => {
    const days = planLengthDays(plan.startsOn, plan.endsOn);
    if (days < 1) issue.addIssue({ code: 'custom', path: ['endsOn'], message: M.endsBeforeStart });
    else if (days > PLAN_MAX_DAYS) issue.addIssue({ code: 'custom', path: ['endsOn'], message: M.tooLong });
  });
export type TWeeklyPlanInput = z.infer<typeof ZWeeklyPlanInput>;

export const ZPlanStatus = z.enum(['done', 'started', 'not-started']);
export const ZPlanLesson = z.object({ id: z.string(), title: z.string(), durationMinutes: z.number().int() });

/** One athlete's standing in a plan, as the coach sees it. */
export const ZPlanAthlete = z.object({
  athleteId: z.string(),
  name: z.string(),
  status: ZPlanStatus,
  lessonsDone: z.number().int(),
  minutes: z.number().int(),
  /** Not started by the plan's Thursday, while it runs. */
  isBehind: z.boolean(),
  isNudgedToday: z.boolean(),
});
export type TPlanAthlete = z.infer<typeof ZPlanAthlete>;

export const ZStaffWeeklyPlan = z.object({
  id: z.string(),
  title: z.string(),
  audienceKind: z.enum(['athlete', 'birth-year', 'group', 'plan']),
  audienceLabel: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  checkDay: z.string(),
  minutesTarget: z.number().int(),
  lessons: z.array(ZPlanLesson),
  counts: z.object({ done: z.number().int(), started: z.number().int(), notStarted: z.number().int() }),
  /** The first page of the plan's athletes: behind first, then not started, started, done, by name. */
  athletes: z.array(ZPlanAthlete),
  /** The next page (`GET .../:planId/athletes?cursor=`), or null when this is all. */
  nextCursor: z.string().nullable(),
});
export type TStaffWeeklyPlan = z.infer<typeof ZStaffWeeklyPlan>;
export const ZStaffWeeklyPlans = z.object({ today: z.string(), plans: z.array(ZStaffWeeklyPlan) });
export type TStaffWeeklyPlans = z.infer<typeof ZStaffWeeklyPlans>;

/** A plan's athletes come in pages of this many (decision 096). */
export const PLAN_ATHLETES_PAGE_SIZE = 25;
/** The cursor is the number of athletes already shown. */
export const ZPlanAthletesQuery = z.object({ cursor: z.string().regex(/^\d{1,6}$/, M.badCursor).optional() });
export const ZPlanAthletesPage = z.object({ athletes: z.array(ZPlanAthlete), nextCursor: z.string().nullable() });
export type TPlanAthletesPage = z.infer<typeof ZPlanAthletesPage>;

/** What the coach's form offers: published lessons, active groups, birth years and the roster's athletes. */
export const ZPlanChoices = z.object({
  lessons: z.array(ZPlanLesson),
  groups: z.array(z.object({ id: z.string(), label: z.string() })),
  birthYears: z.array(z.number().int()),
  athletes: z.array(z.object({ id: z.string(), name: z.string(), birthYear: z.number().int() })),
});
export type TPlanChoices = z.infer<typeof ZPlanChoices>;

export const ZPlanParams = z.object({ planId: ZId });
export const ZPlanNudgeParams = z.object({ planId: ZId, athleteId: ZId });
export const ZPlanNudgeResult = z.object({ isSent: z.boolean(), message: z.string() });
export type TPlanNudgeResult = z.infer<typeof ZPlanNudgeResult>;

/** The family's view: the plans running today for one athlete, with what the training record shows done. */
export const ZFamilyWeeklyPlan = z.object({
  id: z.string(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  minutesTarget: z.number().int(),
  minutes: z.number().int(),
  status: ZPlanStatus,
  lessons: z.array(ZPlanLesson.extend({ categoryId: z.string(), isDone: z.boolean() })),
});
export type TFamilyWeeklyPlan = z.infer<typeof ZFamilyWeeklyPlan>;
export const ZFamilyWeeklyPlans = z.object({ plans: z.array(ZFamilyWeeklyPlan) });
export type TFamilyWeeklyPlans = z.infer<typeof ZFamilyWeeklyPlans>;
export const ZFamilyPlanParams = z.object({ athleteId: ZId });
