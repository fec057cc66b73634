/**
 * Weekly plans (issue 42, point 3; docs/product.md, Coaching: Weekly plans): where an athlete stands
 * in a coach's plan, from what the training record shows within the plan's days. Pure rules: the
 * server counts, the pages show.
 */
import { addDays, daysBetween } from './progress/time';

/** A plan runs at most this many days (a week, with room for a Monday-to-Monday plan). */
export const PLAN_MAX_DAYS = 14;
/** A plan names at most this many lessons. */
export const PLAN_MAX_LESSONS = 10;
/** The largest weekly minutes target a coach may set (about three hours a day). */
export const PLAN_MAX_MINUTES = 1_200;

export type PlanStatus = 'done' | 'started' | 'not-started';

/** Done: every lesson completed and the minutes reached; started: anything counted; else not started. */
export function planStatus(progress: { lessonsDone: number; lessonsTotal: number; minutes: number; minutesTarget: number }): PlanStatus {
  if (progress.lessonsDone >= progress.lessonsTotal && progress.minutes >= progress.minutesTarget) return 'done';
  return progress.lessonsDone > 0 || progress.minutes > 0 ? 'started' : 'not-started';
}

/**
 * The plan's check day: its Thursday (the coach looks at who has not started by then), at least two
 * days after it starts so a plan given on a Thursday is not late on its first day, and never after
 * its last day.
 */
export function planCheckDay(startsOn: string, endsOn: string): string {
  const earliest = addDays(startsOn, 2);
  const weekday = new Date(`${earliest}T00:00:00Z`).getUTCDay(); // 0 = Sunday, 4 = Thursday
  const thursday = addDays(earliest, (4 - weekday + 7) % 7);
  return thursday < endsOn ? thursday : endsOn;
}

/** Not started on or after the check day, while the plan runs: the coach's roster marks it and offers the nudge. */
export function isBehind(status: PlanStatus, plan: { startsOn: string; endsOn: string }, today: string): boolean {
  return status === 'not-started' && today >= planCheckDay(plan.startsOn, plan.endsOn) && today <= plan.endsOn;
}

/** Whether the dates make a plan: the end not before the start, at most PLAN_MAX_DAYS days. */
export function planLengthDays(startsOn: string, endsOn: string): number {
  return daysBetween(startsOn, endsOn) + 1;
}
