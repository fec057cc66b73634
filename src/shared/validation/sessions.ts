/**
 * Training sessions (issue 38; docs/product.md, Training sessions): what the routes take and give.
 */
import { z } from 'zod';
import { addDays } from '../progress/time';
import { WEEKDAYS } from '../sessions';
import { noteText } from './text';

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export const CANCEL_REASONS = ['weather', 'field', 'other'] as const;
export const SESSION_LIST_MAX_DAYS = 62;

/** Why an athlete can't make a session (issue 38, point 2). */
export const ABSENCE_REASONS = ['sick', 'injured', 'school', 'travel', 'other'] as const;
export const ABSENCE_REASON_LABELS: Record<(typeof ABSENCE_REASONS)[number], string> = { sick: 'Sick', injured: 'Injured', school: 'School', travel: 'Travel', other: 'Other' };
export const ABSENCE_NOTE_MAX = 500;
/** A family's reply for a session closes this long before it starts. */
export const SESSION_CHANGE_LOCK_MS = 2 * 3_600_000;

export const SESSION_MESSAGES = {
  badDate: 'Give the date as YYYY-MM-DD.',
  badDays: `Ask for 1 to ${SESSION_LIST_MAX_DAYS} days at a time.`,
  badReason: 'Choose a reason: sick, injured, school, travel or other.',
  noteTooLong: `A note can be at most ${ABSENCE_NOTE_MAX} characters.`,
  notOnSchedule: 'That session is not on this athlete’s schedule.',
  locked: 'Changes close 2 hours before a session starts. Please message the coach instead.',
  cancelled: 'This session is cancelled: nobody needs to say they can’t make it.',
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
  groupId: z.string(),
  /** "Core", or a birth-year group's name ("Core 2014–2015"). */
  groupLabel: z.string(),
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

/** "Can't make it" for one athlete and one session. */
export const ZAbsenceInput = z.object({
  reason: z.enum(ABSENCE_REASONS, { error: SESSION_MESSAGES.badReason }),
  note: noteText(ABSENCE_NOTE_MAX, SESSION_MESSAGES.noteTooLong).optional(),
});
export type TAbsenceInput = z.infer<typeof ZAbsenceInput>;
export const ZAbsenceParams = z.object({ sessionId: z.string().min(1).max(64), athleteId: z.string().min(1).max(64) });

export const ZAbsence = z.object({ reason: z.enum(ABSENCE_REASONS), note: z.string().nullable(), reportedAt: z.string() });
export type TAbsence = z.infer<typeof ZAbsence>;

/** A session as a family sees it: no roster, no other family; the athlete's own reply, and when replies close. */
export const ZFamilySession = ZStaffSession.omit({ groupId: true, groupLabel: true }).extend({ absence: ZAbsence.nullable(), locksAt: z.string() });


/**
 * Sessions remaining in an athlete's billing period (issue 38, point 4), counted from the rows:
 * "7 of 12 left · renews Jun 14", and make-up credits earned by absences reported 24 hours ahead.
 */
export const ZSessionsRemaining = z.object({
  left: z.number().int(),
  allowance: z.number().int(),
  /** The academy date the next period starts (YYYY-MM-DD). */
  renewsOn: z.string(),
  /** Make-up credits the athlete can still use, and when the soonest expires (YYYY-MM-DD). */
  makeUpCredits: z.number().int(),
  creditsExpireOn: z.string().nullable(),
});
export type TSessionsRemaining = z.infer<typeof ZSessionsRemaining>;

/** Each of the family's athletes who trains, with their sessions remaining and coming sessions (first name only). */
export const ZFamilySchedule = z.object({
  athletes: z.array(
    z.object({
      athleteId: z.string(),
      athleteName: z.string(),
      /** The athlete's group (plan and birth year), its name, and the plan whose window it trains in. */
      groupId: z.string(),
      groupLabel: z.string(),
      tier: z.enum(['core', 'pro']),
      remaining: ZSessionsRemaining,
      sessions: z.array(ZFamilySession),
    }),
  ),
});
export type TFamilySchedule = z.infer<typeof ZFamilySchedule>;

/**
 * "Can't make it" for every session of a weekday until a date (issue 38, point 2): the family's reply
 * for each open session of that day, from now through `until`.
 */
export const WEEKLY_ABSENCE_MAX_WEEKS = 16;
export const WEEKLY_ABSENCE_MESSAGES = {
  badWeekday: 'Choose a day of the week, such as Saturday.',
  pastDate: 'Choose today or a later date.',
  tooFar: `Choose a date at most ${WEEKLY_ABSENCE_MAX_WEEKS} weeks ahead.`,
  notTrainingDay: (weekday: string, days: readonly string[]) => `This athlete’s group does not train on ${weekday}s. It trains on ${listDays(days)}.`,
} as const;

function listDays(days: readonly string[]): string {
  return days.length <= 1 ? days.join('') : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/** Which athlete, which weekday, until which date (inclusive): what DELETE takes back. */
export const ZWeeklyAbsenceTarget = z.object({
  athleteId: z.string().min(1).max(64),
  weekday: z.enum(WEEKDAYS, { error: WEEKLY_ABSENCE_MESSAGES.badWeekday }),
  until: ZDate,
});
export type TWeeklyAbsenceTarget = z.infer<typeof ZWeeklyAbsenceTarget>;

export const ZWeeklyAbsenceInput = ZWeeklyAbsenceTarget.extend(ZAbsenceInput.shape);
export type TWeeklyAbsenceInput = z.infer<typeof ZWeeklyAbsenceInput>;

/** How many sessions the request changed, and their dates. */
export const ZWeeklyAbsenceResult = z.object({ count: z.number().int(), dates: z.array(z.string()) });
export type TWeeklyAbsenceResult = z.infer<typeof ZWeeklyAbsenceResult>;
