/**
 * Training sessions (issue 38; docs/product.md, Training sessions): what the routes take and give.
 */
import { z } from 'zod';
import { addDays } from '../progress/time';

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export const CANCEL_REASONS = ['weather', 'field', 'other'] as const;
export const SESSION_LIST_MAX_DAYS = 62;

export const SESSION_MESSAGES = {
  badDate: 'Give the date as YYYY-MM-DD.',
  badDays: `Ask for 1 to ${SESSION_LIST_MAX_DAYS} days at a time.`,
} as const;

/** A real calendar date (2026-02-30 is not one), checked in one step so nothing else reads a bad one. */
const ZDate = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value, SESSION_MESSAGES.badDate);

/** `?from=YYYY-MM-DD&days=N`: the academy's dates, from the start of `from`. */
export const ZSessionRange = z.object({
  from: ZDate,
  days: z.coerce.number().int(SESSION_MESSAGES.badDays).min(1, SESSION_MESSAGES.badDays).max(SESSION_LIST_MAX_DAYS, SESSION_MESSAGES.badDays).default(14),
});
export type TSessionRange = z.infer<typeof ZSessionRange>;

export const ZStaffSession = z.object({
  id: z.string(),
  groupId: z.enum(['core', 'pro']),
  /** The academy's calendar date. */
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  status: z.enum(SESSION_STATUSES),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
});
export const ZStaffSessions = z.object({ sessions: z.array(ZStaffSession) });
export type TStaffSessions = z.infer<typeof ZStaffSessions>;

/** A session as a family sees it: no roster, no other family. */
export const ZFamilySession = ZStaffSession.omit({ groupId: true });

/** Each of the family's athletes who trains, with their coming sessions (first name only). */
export const ZFamilySchedule = z.object({
  athletes: z.array(
    z.object({
      athleteId: z.string(),
      athleteName: z.string(),
      groupId: z.enum(['core', 'pro']),
      sessions: z.array(ZFamilySession),
    }),
  ),
});
export type TFamilySchedule = z.infer<typeof ZFamilySchedule>;
