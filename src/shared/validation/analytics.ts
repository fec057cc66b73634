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
  failedPayments: ZFigure,
  /**
   * Athletes who earned XP in the last complete academy week (Monday `weekStart` to Sunday), in the
   * week four weeks before it, and in this week so far.
   */
  weeklyActiveAthletes: ZFigure.extend({ weekStart: z.string(), thisWeekSoFar: z.number().int() }),
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
