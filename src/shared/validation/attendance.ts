/**
 * Attendance sheets (issue 38, point 3; docs/product.md, Training sessions: Attendance): what the
 * coaches' routes take and give.
 */
import { z } from 'zod';
import { ZAbsence, ZStaffSession } from './sessions';

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = { present: 'Present', late: 'Late', absent: 'Absent', excused: 'Excused' };

/** A sheet opens this long before its session starts: children arrive early, and a coach plans ahead. */
export const ATTENDANCE_OPENS_BEFORE_MS = 7 * 24 * 3_600_000;
/** ...and closes this long after the session ends. */
export const ATTENDANCE_CLOSES_AFTER_MS = 72 * 3_600_000;

export const ATTENDANCE_MESSAGES = {
  badStatus: 'Choose a mark: present, late, absent or excused.',
  noSession: 'That session is not on the schedule.',
  notOnRoster: 'That athlete is not on this session’s roster.',
  notOpenYet: 'Attendance opens 7 days before a session starts.',
  closed: 'Attendance closed 72 hours after this session ended.',
  cancelled: 'This session is cancelled: there is no attendance to take.',
} as const;

const ZId = z.string().min(1).max(64);
export const ZAttendanceSheetParams = z.object({ sessionId: ZId });
export const ZAttendanceMarkParams = z.object({ sessionId: ZId, athleteId: ZId });
export const ZAttendanceMarkInput = z.object({ status: z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_MESSAGES.badStatus }) });
export type TAttendanceMarkInput = z.infer<typeof ZAttendanceMarkInput>;

/**
 * One athlete on the sheet: full name (staff know the children), the family's "Can't make it" reply,
 * and the mark shown: the coach's, else Excused when the family replied, else none.
 */
export const ZRosterEntry = z.object({
  athleteId: z.string(),
  name: z.string(),
  reply: ZAbsence.nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** Whether a coach marked it (false: empty, or Excused from the family's reply). */
  isMarked: z.boolean(),
});
export type TRosterEntry = z.infer<typeof ZRosterEntry>;

/**
 * A trial guest on the sheet (decision 084): an applicant's child booked for this session, named by
 * first name and initial only ("Leo M."), marked like the others but counted nowhere else. A
 * cancelled trial stays listed, without marks.
 */
export const ZTrialGuest = z.object({
  trialId: z.string(),
  name: z.string(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  isMarked: z.boolean(),
  isCancelled: z.boolean(),
});
export type TTrialGuest = z.infer<typeof ZTrialGuest>;

export const ZTrialMarkParams = z.object({ sessionId: ZId, trialId: ZId });
export const ZTrialMarkResponse = z.object({ guest: ZTrialGuest });
export type TTrialMarkResponse = z.infer<typeof ZTrialMarkResponse>;

export const ZAttendanceSheet = z.object({
  session: ZStaffSession,
  /** Marks are taken from `opensAt` until `closesAt` (a cancelled session takes none). */
  opensAt: z.string(),
  closesAt: z.string(),
  isOpen: z.boolean(),
  roster: z.array(ZRosterEntry),
  /** Trial guests booked from applications, in the order they were booked. */
  guests: z.array(ZTrialGuest),
});
export type TAttendanceSheet = z.infer<typeof ZAttendanceSheet>;

export const ZAttendanceMarkResponse = z.object({ athlete: ZRosterEntry });
export type TAttendanceMarkResponse = z.infer<typeof ZAttendanceMarkResponse>;
