/** The admin dashboard's academy numbers and churn radar as the API sends them (docs/product.md, Admin). */
import { z } from 'zod';

/** A figure now and the same figure last month (a stock at the first of the month, a flow over the whole month). */
const ZFigure = z.object({ value: z.number(), previous: z.number() });

export const ZAnalytics = z.object({
  /** The academy month the figures are for, YYYY-MM. */
  month: z.string(),
  activeMembers: ZFigure,
  membersByPlan: z.array(
    z.object({
      planId: z.string(),
      label: z.string(),
      value: z.number().int(),
      previous: z.number().int(),
    }),
  ),
  monthlyRecurringRevenueCents: ZFigure,
  revenueThisMonthCents: ZFigure,
  totalRevenueCents: ZFigure,
  newMembers: ZFigure,
  /** Cancellations effective this month over members active on the first; null with no members on the first. */
  churn: z.object({
    rate: z.number().nullable(),
    previousRate: z.number().nullable(),
    cancellations: z.number().int(),
    activeOnFirst: z.number().int(),
  }),
  /**
   * The spec's churn (decision 074): cancelled / (active + cancelled) athlete memberships this month;
   * cancelled = cancelled or withdrawn and ending on or after the month's first, active = running
   * with no cancellation. Null with neither.
   */
  specChurn: z.object({ rate: z.number().nullable(), cancelled: z.number().int(), active: z.number().int() }),
  failedPayments: ZFigure,
  /**
   * Athletes who earned XP in the last complete academy week (Monday `weekStart` to Sunday), in the
   * week four weeks before it, and in this week so far.
   */
  weeklyActiveAthletes: ZFigure.extend({ weekStart: z.string(), thisWeekSoFar: z.number().int() }),
  /**
   * Attendance (issue 38, point 7): present or late over marked athlete-sessions of the sessions
   * that went ahead (not cancelled, already started), this academy week (from Monday `weekStart`)
   * and in the four weeks before it; a rate is null when nothing was marked.
   */
  attendance: z.object({
    weekStart: z.string(),
    rate: z.number().nullable(),
    attended: z.number().int(),
    marked: z.number().int(),
    previousRate: z.number().nullable(),
    previousAttended: z.number().int(),
    previousMarked: z.number().int(),
  }),
  /** Staff messages and conversations (families written to), now and on the first of the month. */
  messages: z.object({ messages: ZFigure, conversations: ZFigure }),
  /** The last 12 academy months, oldest first: completed revenue and members at the month's end (or now). */
  history: z.array(
    z.object({ month: z.string(), revenueCents: z.number().int(), members: z.number().int() }),
  ),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;

export const RADAR_REASON_CODES = [
  'inactive-30',
  'inactive-14',
  'falling-xp',
  'broken-streak',
  'failed-payment',
  'pending-cancellation',
  'break-limit',
  'attendance-drop',
  'missed-sessions',
] as const;

export const ZRadarFamily = z.object({
  userId: z.string(),
  parentName: z.string(),
  email: z.string(),
  planLabel: z.string(),
  athleteNames: z.array(z.string()),
  reasons: z.array(z.object({ code: z.enum(RADAR_REASON_CODES), text: z.string() })),
});
export type TRadarFamily = z.infer<typeof ZRadarFamily>;

export const ZRadar = z.object({ families: z.array(ZRadarFamily) });
export type TRadar = z.infer<typeof ZRadar>;
