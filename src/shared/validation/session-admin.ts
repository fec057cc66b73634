/**
 * Admins run the schedule (issue 38, points 1 and 5; docs/product.md, Training sessions: Admins
 * change the schedule): add a one-off session, move one, cancel one with a reason, restore it, read
 * its history. The same schemas check the admin page's forms and the server's routes.
 */
import { z } from 'zod';
import { ACADEMY } from '../academy';
import { academyDate, addDays } from '../progress/time';
import { CANCEL_REASONS, SESSION_STATUSES } from './sessions';
import { noteText, singleLineText } from './text';

export const SESSION_PLACE_MAX = 200;
export const SESSION_TITLE_MAX = 100;
export const CANCEL_NOTE_MAX = 500;
/** The admin page shows the coming 4 weeks. */
export const ADMIN_SESSION_DAYS = 28;

export const CANCEL_REASON_LABELS: Record<(typeof CANCEL_REASONS)[number], string> = { weather: 'Weather', field: 'Field unavailable', other: 'Other' };

export const SESSION_ADMIN_MESSAGES = {
  badGroup: 'Choose one of the academy’s groups, such as Core.',
  badDate: 'Give the date as YYYY-MM-DD.',
  pastDate: 'Choose today or a later date.',
  badTime: 'Give the time as HH:MM, for example 16:00.',
  endBeforeStart: 'The end time must be after the start time.',
  placeTooLong: `A place can be at most ${SESSION_PLACE_MAX} characters.`,
  titleTooLong: `A title can be at most ${SESSION_TITLE_MAX} characters.`,
  badCancelReason: 'Choose a reason: weather, field or other.',
  noteTooLong: `A note can be at most ${CANCEL_NOTE_MAX} characters.`,
  nothingToMove: 'Give a new date, time or place.',
  sameAsBefore: 'That is where and when the session already is.',
  startPassed: 'Choose a start time that is still to come.',
  notFound: 'That session does not exist.',
  started: 'This session has already started: it can no longer be moved, cancelled or restored.',
  alreadyCancelled: 'This session is already cancelled.',
  notCancelled: 'Only a cancelled session can be restored.',
  cancelledCannotMove: 'Restore this session before moving it.',
  changedMeanwhile: 'Someone changed this session a moment ago. Reload and try again.',
  added: 'Session added',
  moved: 'Session moved: families are told now',
  cancelled: 'Session cancelled: families are told now',
  restored: 'Session restored: families are told now',
} as const;

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date that is today or later on the academy's calendar (checked when parsed). */
const ZComingDate = z
  .string({ error: SESSION_ADMIN_MESSAGES.badDate })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value, SESSION_ADMIN_MESSAGES.badDate)
  .refine((value) => value >= academyDate(new Date()), SESSION_ADMIN_MESSAGES.pastDate);
const ZClock = z.string({ error: SESSION_ADMIN_MESSAGES.badTime }).regex(clockPattern, SESSION_ADMIN_MESSAGES.badTime);
const ZPlace = singleLineText()
  .transform((v) => v.trim())
  .pipe(z.string().max(SESSION_PLACE_MAX, SESSION_ADMIN_MESSAGES.placeTooLong));

/** Start and end on the same day, the end after the start (HH:MM compares as text). */
const endAfterStart = (v: { start?: string; end?: string }) => !v.start || !v.end || v.end > v.start;

export const ZAddSessionInput = z
  .object({
    groupId: z.string({ error: SESSION_ADMIN_MESSAGES.badGroup }).min(1, SESSION_ADMIN_MESSAGES.badGroup).max(64, SESSION_ADMIN_MESSAGES.badGroup),
    date: ZComingDate,
    start: ZClock,
    end: ZClock,
    /** Empty or left out: the academy's address. */
    place: ZPlace.optional(),
    title: singleLineText()
      .transform((v) => v.trim())
      .pipe(z.string().max(SESSION_TITLE_MAX, SESSION_ADMIN_MESSAGES.titleTooLong))
      .optional(),
  })
  .refine(endAfterStart, { error: SESSION_ADMIN_MESSAGES.endBeforeStart, path: ['end'] });
export type TAddSessionInput = z.infer<typeof ZAddSessionInput>;

/** A move: any of date, start, end and place; what is left out stays as it was. */
export const ZMoveSessionInput = z
  .object({ date: ZComingDate.optional(), start: ZClock.optional(), end: ZClock.optional(), place: ZPlace.optional() })
  .refine((v) => v.date !== undefined || v.start !== undefined || v.end !== undefined || (v.place !== undefined && v.place !== ''), { error: SESSION_ADMIN_MESSAGES.nothingToMove })
  .refine(endAfterStart, { error: SESSION_ADMIN_MESSAGES.endBeforeStart, path: ['end'] });
export type TMoveSessionInput = z.infer<typeof ZMoveSessionInput>;

export const ZCancelSessionInput = z.object({
  reason: z.enum(CANCEL_REASONS, { error: SESSION_ADMIN_MESSAGES.badCancelReason }),
  note: noteText(CANCEL_NOTE_MAX, SESSION_ADMIN_MESSAGES.noteTooLong).optional(),
});
export type TCancelSessionInput = z.infer<typeof ZCancelSessionInput>;

export const ZAdminSessionParams = z.object({ sessionId: z.string().min(1).max(64) });

/** A session as the admin page lists it: the staff's view plus what only admins change. */
export const ZAdminSession = z.object({
  id: z.string(),
  groupId: z.string(),
  groupLabel: z.string(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  title: z.string().nullable(),
  /** A one-off (a clinic, a make-up day), not one of the plans' regular sessions. */
  isOneOff: z.boolean(),
  status: z.enum(SESSION_STATUSES),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  /** Raised with each change of time, place or status (a calendar's SEQUENCE). */
  sequence: z.number().int(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;
export const ZAdminSessions = z.object({ sessions: z.array(ZAdminSession) });
export const ZAdminSessionResponse = z.object({ session: ZAdminSession });

export const SESSION_CHANGE_KINDS = ['created', 'moved', 'cancelled', 'restored'] as const;

/** One line of a session's history: who changed what, and the before and after. */
export const ZSessionChange = z.object({
  id: z.string(),
  change: z.enum(SESSION_CHANGE_KINDS),
  /** The admin's name; null for the schedule's own generation. */
  by: z.string().nullable(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type TSessionChange = z.infer<typeof ZSessionChange>;
export const ZSessionHistory = z.object({ changes: z.array(ZSessionChange) });
export type TSessionHistory = z.infer<typeof ZSessionHistory>;

const clockFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, hour: 'numeric', minute: '2-digit' });
const clock24Formatter = new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayFormatter = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** "16:00": the academy's wall clock at an instant, as the forms take it. */
export function academyClock(instant: string | Date): string {
  return clock24Formatter.format(new Date(instant));
}

/** "Sunday, December 6, 4:00–5:00 PM": a session's day and time as families read it. */
export function describeSessionTime(session: { date: string; startsAt: string; endsAt: string }): string {
  const day = dayFormatter.format(new Date(`${session.date}T12:00:00Z`));
  const start = clockFormatter.format(new Date(session.startsAt));
  const end = clockFormatter.format(new Date(session.endsAt));
  const sameHalf = start.slice(-2) === end.slice(-2);
  return `${day}, ${sameHalf ? start.slice(0, -3) : start}–${end}`;
}
