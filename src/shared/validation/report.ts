/**
 * Progress reports (docs/product.md, Progress reports): an athlete's XP, level, lessons,
 * measurements, streaks, challenges and badges over a period of academy calendar days. The period
 * is checked the same way by the page's form and by the server.
 */
import { z } from 'zod';
import { addDays, daysBetween } from '../progress/time';

/** A report covers at most one year: 366 days, first and last included. */
export const REPORT_MAX_DAYS = 366;
/** Periods up to this many days are charted by day; longer ones by academy week. */
export const REPORT_DAILY_MAX_DAYS = 62;

export const REPORT_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const REPORT_ORDER_MESSAGE = 'The start date must be on or before the end date.';
export const REPORT_SPAN_MESSAGE = 'A report covers at most one year.';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZReportDate = z
  .string({ error: REPORT_DATE_MESSAGE })
  .max(10, { error: REPORT_DATE_MESSAGE })
  .refine(isCalendarDate, { error: REPORT_DATE_MESSAGE });

/** The problem with a period, or null when it is fine: from ≤ to, at most REPORT_MAX_DAYS days. */
export function reportPeriodProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | null {
  if (daysBetween(from, to) < 0) return { field: 'from', message: REPORT_ORDER_MESSAGE };
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS)
    return { field: 'to', message: REPORT_SPAN_MESSAGE };
  return null;
}

/** The period's query: both dates, or neither (this month so far). */
export const ZReportQuery = z
  .object({ from: ZReportDate.optional(), to: ZReportDate.optional() })
  .superRefine((query, ctx) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined || query.to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: REPORT_DATE_MESSAGE,
      });
      return;
    }
    const problem = reportPeriodProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZReportParams = z.object({ athleteId: z.string().min(1).max(64) });

export type ReportPreset = 'this-month' | 'last-month' | 'last-3-months';

/** A preset's dates, on the academy calendar, given today's date (YYYY-MM-DD). */
export function presetPeriod(preset: ReportPreset, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 7)}-01`;
  const previousMonthEnd = addDays(monthStart, -1);
  const previousMonthStart = `${previousMonthEnd.slice(0, 7)}-01`;
  switch (preset) {
    case 'this-month':
      return { from: monthStart, to: today };
    case 'last-month':
      return { from: previousMonthStart, to: previousMonthEnd };
    case 'last-3-months': {
      const [year, month] = monthStart.split('-').map(Number) as [number, number];
      const start = new Date(Date.UTC(year, month - 1 - 2, 1)).toISOString().slice(0, 10);
      return { from: start, to: today };
    }
  }
}

export const ZReportPoint = z.object({
  /** The bucket's first day: the day, or the Monday of the week. */
  date: z.string(),
  xp: z.number().int(),
  /** Lifetime XP at the end of the bucket, and the level it gives. */
  totalXp: z.number().int(),
  level: z.number().int(),
});

export const ZProgressReport = z.object({
  athlete: z.object({ id: z.string(), name: z.string() }),
  period: z.object({ from: z.string(), to: z.string(), bucket: z.enum(['day', 'week']) }),
  summary: z.object({
    xpEarned: z.number().int(),
    startXp: z.number().int(),
    endXp: z.number().int(),
    startLevel: z.number().int(),
    endLevel: z.number().int(),
    lessonsCompleted: z.number().int(),
    challengesCompleted: z.number().int(),
    badgesEarned: z.number().int(),
    activeDays: z.number().int(),
    longestRun: z.number().int(),
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
  }),
  xpSeries: z.array(ZReportPoint),
  lessonsByCategory: z.array(
    z.object({ categoryId: z.string(), title: z.string(), completed: z.number().int() }),
  ),
  measurements: z.array(
    z.object({
      lessonId: z.string(),
      lessonTitle: z.string(),
      categoryTitle: z.string(),
      metric: z.string().nullable(),
      target: z.number().nullable(),
      bestCount: z.number().nullable(),
      /** The best count a coach recorded or confirmed (issue 42, point 4); null when none was. */
      verifiedBestCount: z.number().nullable(),
      score: z.number().nullable(),
      timeSpentMinutes: z.number(),
      lastPracticedOn: z.string().nullable(),
      completedAt: z.string().nullable(),
    }),
  ),
  /** Runs of consecutive days that earned XP within the period. */
  streaks: z.array(z.object({ start: z.string(), end: z.string(), days: z.number().int() })),
  challenges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      difficulty: z.string(),
      xp: z.number().int(),
      completedAt: z.string(),
    }),
  ),
  badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rarity: z.string(),
      xpReward: z.number().int(),
      unlockedAt: z.string(),
    }),
  ),
});
export type TProgressReport = z.infer<typeof ZProgressReport>;
