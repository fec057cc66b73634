/**
 * Trial sessions booked from an application (issue 39, point 2; docs/product.md, Admissions;
 * decision 084): what the admins' routes take and give. A trial is one coming session of the Core
 * group that trains the child's birth year, with the child as a guest on the coach's sheet.
 */
import { z } from 'zod';
import { ZApplication } from './application-inbox';
import { ATTENDANCE_STATUSES } from './attendance';
import { SESSION_STATUSES } from './sessions';

/** The booking page lists the coming sessions of this many days. */
export const TRIAL_HORIZON_DAYS = 21;

export const TRIAL_STATUSES = ['booked', 'cancelled'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];
/** Who cancelled: an admin, or the academy's cancellation of the session itself. */
export const TRIAL_CANCEL_CAUSES = ['admin', 'session'] as const;

export const TRIAL_MESSAGES = {
  notFound: 'This trial session no longer exists.',
  noSession: 'That session is not on the schedule.',
  wrongGroup: (years: string) => `This session is not for the group that trains children born in ${years}. Choose one of the sessions listed.`,
  notComing: 'This session has already started. Choose a coming session.',
  sessionCancelled: 'This session is cancelled. Choose another.',
  alreadyBooked: 'This application already has a trial session. Cancel it to book another.',
  declined: 'This application was declined: no trial can be booked for it.',
  started: 'This trial session has started: it can no longer be cancelled.',
  notOnSession: 'That trial is not on this session.',
  trialCancelled: 'This trial was cancelled: there is no mark to take.',
  badIds: 'Applications: up to 100 ids, separated by commas.',
  booked: 'Trial session booked',
  cancelled: 'Trial session cancelled',
} as const;

const ZId = z.string().min(1).max(64);

/** A session the admin may choose, as the booking page lists it. */
export const ZTrialSession = z.object({
  id: z.string(),
  groupLabel: z.string(),
  /** A one-off's own title, else null ("Core training"). */
  title: z.string().nullable(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  status: z.enum(SESSION_STATUSES),
});
export type TTrialSession = z.infer<typeof ZTrialSession>;

/** What the booking page shows: the child's possible birth years, their group(s) and its coming sessions. */
export const ZTrialOptions = z.object({
  birthYears: z.array(z.number().int()),
  groups: z.array(z.string()),
  sessions: z.array(ZTrialSession),
});
export type TTrialOptions = z.infer<typeof ZTrialOptions>;

export const ZTrial = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** "Leo M.": how the coach's sheet names the guest. */
  guestName: z.string(),
  status: z.enum(TRIAL_STATUSES),
  cancelCause: z.enum(TRIAL_CANCEL_CAUSES).nullable(),
  cancelledAt: z.string().nullable(),
  attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
  createdAt: z.string(),
  session: ZTrialSession,
});
export type TTrial = z.infer<typeof ZTrial>;

export const ZBookTrialRequest = z.object({ sessionId: ZId });
export type TBookTrialRequest = z.infer<typeof ZBookTrialRequest>;
export const ZBookTrialResponse = z.object({ trial: ZTrial, application: ZApplication });
export type TBookTrialResponse = z.infer<typeof ZBookTrialResponse>;

export const ZTrialIdParams = z.object({ trialId: ZId });
export const ZTrialResponse = z.object({ trial: ZTrial });

/** The inbox's page of applications asks for their trials in one request. */
export const ZTrialsQuery = z.object({
  applicationIds: z
    .string()
    .max(100 * 65, { error: TRIAL_MESSAGES.badIds })
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .refine((ids) => ids.length <= 100 && ids.every((id) => id.length <= 64), { error: TRIAL_MESSAGES.badIds }),
});
export const ZTrials = z.object({ trials: z.array(ZTrial) });
export type TTrials = z.infer<typeof ZTrials>;
