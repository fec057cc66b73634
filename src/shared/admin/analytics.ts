/**
 * The admin dashboard's academy numbers and churn radar as pure rules (issue 14, points 6 and 7;
 * docs/product.md, Admin): months are the academy's (America/Los_Angeles), money is integer cents.
 */
import { ACADEMY } from '../academy';
import { monthlyEquivalentCents } from '../academy-plans';
import { academyDate, academyMidnight, daysBetween } from '../progress/time';
import { breakLimitAt, isBreakNearLimit, type BreakSpan } from '../membership-terms';

/** The start of the academy month `offset` months after the one holding `now` (0 = this month), as an instant. */
export function academyMonthStart(now: Date, offset = 0): Date {
  const [y, m] = academyDate(now).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  const date = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return academyMidnight(date);
}

/** "monthly recurring revenue (annual price / 12)": each live plan's monthly equivalent times its members. */
export function monthlyRecurringRevenueCents(
  members: { plan: { interval: 'month' | 'year'; priceCents: number }; count: number }[],
): number {
  return members.reduce((sum, { plan, count }) => sum + monthlyEquivalentCents(plan) * count, 0);
}

/**
 * "monthly churn (cancellations effective this month / members active on the first)", as a
 * fraction; null when no one was a member on the first (nothing to lose).
 */
export function monthlyChurnRate(
  cancellationsEffective: number,
  activeOnFirst: number,
): number | null {
  return activeOnFirst > 0 ? cancellationsEffective / activeOnFirst : null;
}

/** The change of a figure against its value last month, as a fraction; null when last month was 0. */
export function changeAgainst(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** Days without training that put a family on the radar. */
export const INACTIVE_DAYS = [14, 30] as const;
/** "falling weekly XP": this week below this share of the average of the 4 weeks before. */
export const FALLING_XP_SHARE = 0.5;
/** Below this 4-week average a drop is noise, not a signal. */
export const FALLING_XP_MIN_AVERAGE = 50;
/** "a broken streak (had ≥ 3, now 0)". */
export const BROKEN_STREAK_MIN = 3;
/**
 * Attendance drift (issue 38, point 7): the last 4 weeks' attendance at most this share of the 4
 * weeks before, each window with at least ATTENDANCE_DRIFT_MIN_MARKED marked sessions (fewer is noise).
 */
export const ATTENDANCE_DRIFT_SHARE = 0.5;
export const ATTENDANCE_DRIFT_MIN_MARKED = 3;
/** Marked absent or excused at this many sessions in a row, up to the latest mark. */
export const MISSED_IN_A_ROW_MIN = 3;

export type RadarReasonCode =
  | 'inactive-30'
  | 'inactive-14'
  | 'falling-xp'
  | 'broken-streak'
  | 'failed-payment'
  | 'pending-cancellation'
  | 'break-limit'
  | 'attendance-drop'
  | 'missed-sessions';

/** Sessions an athlete was marked at, and how many of them present or late. */
export type AttendanceCount = { attended: number; marked: number };

/** One athlete's attendance, from the coaches' marks at sessions that went ahead. */
export type AttendanceSignals = {
  last4Weeks: AttendanceCount;
  previous4Weeks: AttendanceCount;
  /** Marked absent or excused at this many sessions in a row, up to the latest mark. */
  missedInARow: number;
};

export type AthleteSignals = {
  name: string;
  /** The last academy day with earned progress; null if never. */
  lastActivityDate: string | null;
  /** The day the athlete was added: the clock for one who never trained. */
  addedOn: string;
  /** The streak as stored at the last activity. */
  streakAtLastActivity: number;
  /** XP earned in the last 7 days, and in the 28 days before them. */
  xpLast7Days: number;
  xpPrevious28Days: number;
  /** Attendance at the group's sessions; absent for an athlete never marked. */
  attendance?: AttendanceSignals;
};

export type FamilySignals = {
  athletes: AthleteSignals[];
  /** A failed payment in the last 30 days with no completed one after it. */
  hasUnsettledFailedPayment: boolean;
  isCancellationPending: boolean;
  /** When the membership ends (the pending cancellation's date). */
  periodEnd: string;
  /** The family's open membership breaks (decision 042). */
  openBreaks?: BreakSpan[];
};

export type RadarReason = { code: RadarReasonCode; text: string };

/** Why one family may be about to leave, most urgent first; empty when nothing suggests it. */
export function radarReasons(family: FamilySignals, now: Date): RadarReason[] {
  const today = academyDate(now);
  const reasons: RadarReason[] = [];
  if (family.isCancellationPending) {
    reasons.push({
      code: 'pending-cancellation',
      text: `Membership set to end on ${academyDate(new Date(family.periodEnd))}`,
    });
  }
  if (family.hasUnsettledFailedPayment)
    reasons.push({ code: 'failed-payment', text: 'A payment failed in the last 30 days' });
  // "a break approaching the 4-month removal rule": it ends within 14 days, or runs the full 4 months.
  for (const b of family.openBreaks ?? []) {
    if (!isBreakNearLimit(b, now)) continue;
    reasons.push({
      code: 'break-limit',
      text: `On a break until ${academyDate(new Date(b.endsAt))}; a break past ${academyDate(new Date(breakLimitAt(b.startsAt)))} means removal`,
    });
  }
  for (const athlete of family.athletes) {
    const idleDays = daysBetween(athlete.lastActivityDate ?? athlete.addedOn, today);
    const never = athlete.lastActivityDate === null;
    if (idleDays >= INACTIVE_DAYS[1]) {
      reasons.push({
        code: 'inactive-30',
        text: `${athlete.name}: ${never ? 'no training yet' : 'no training'} for ${idleDays} days`,
      });
    } else if (idleDays >= INACTIVE_DAYS[0]) {
      reasons.push({
        code: 'inactive-14',
        text: `${athlete.name}: ${never ? 'no training yet' : 'no training'} for ${idleDays} days`,
      });
    }
    const average = athlete.xpPrevious28Days / 4;
    if (
      idleDays < INACTIVE_DAYS[0] &&
      average >= FALLING_XP_MIN_AVERAGE &&
      athlete.xpLast7Days < average * FALLING_XP_SHARE
    ) {
      reasons.push({
        code: 'falling-xp',
        text: `${athlete.name}: ${athlete.xpLast7Days} XP this week against ${Math.round(average)} a week before`,
      });
    }
    const isBroken =
      athlete.lastActivityDate !== null && daysBetween(athlete.lastActivityDate, today) > 1;
    if (isBroken && athlete.streakAtLastActivity >= BROKEN_STREAK_MIN) {
      reasons.push({
        code: 'broken-streak',
        text: `${athlete.name}: lost a ${athlete.streakAtLastActivity}-day streak`,
      });
    }
    if (athlete.attendance) reasons.push(...attendanceReasons(athlete.name, athlete.attendance));
  }
  return reasons;
}

/** Attendance drift (issue 38, point 7): a steep drop against the 4 weeks before, or a run of missed sessions. */
export function attendanceReasons(name: string, a: AttendanceSignals): RadarReason[] {
  const reasons: RadarReason[] = [];
  const { last4Weeks: now, previous4Weeks: before } = a;
  const isEnough =
    now.marked >= ATTENDANCE_DRIFT_MIN_MARKED && before.marked >= ATTENDANCE_DRIFT_MIN_MARKED;
  // Compared as rates by cross-multiplying, so no rounding decides a case on the line.
  if (
    isEnough &&
    before.attended > 0 &&
    now.attended * before.marked <= ATTENDANCE_DRIFT_SHARE * before.attended * now.marked
  ) {
    reasons.push({
      code: 'attendance-drop',
      text: `${name}: came to ${now.attended} of ${now.marked} sessions in the last 4 weeks, against ${before.attended} of ${before.marked} in the 4 weeks before`,
    });
  }
  if (a.missedInARow >= MISSED_IN_A_ROW_MIN) {
    reasons.push({
      code: 'missed-sessions',
      text: `${name}: missed the last ${a.missedInARow} sessions in a row`,
    });
  }
  return reasons;
}

/** An athlete's marks, oldest first, as attendance signals for the radar at `now`. */
export function attendanceSignals(
  marks: readonly { startsAt: string; status: 'present' | 'late' | 'absent' | 'excused' }[],
  now: Date,
): AttendanceSignals {
  const fourWeeksAgo = now.getTime() - 28 * 86_400_000;
  const last4Weeks = { attended: 0, marked: 0 };
  const previous4Weeks = { attended: 0, marked: 0 };
  let missedInARow = 0;
  for (const mark of marks) {
    const window = Date.parse(mark.startsAt) >= fourWeeksAgo ? last4Weeks : previous4Weeks;
    const isThere = mark.status === 'present' || mark.status === 'late';
    window.marked += 1;
    if (isThere) window.attended += 1;
    missedInARow = isThere ? 0 : missedInARow + 1;
  }
  return { last4Weeks, previous4Weeks, missedInARow };
}

/** The nudge the admin starts from: a friendly note to the parent prepared from the reasons, editable before sending. */
export function nudgeMessage(
  parentName: string,
  athleteNames: string[],
  reasons: RadarReasonCode[],
): { subject: string; body: string } {
  const first = parentName.trim().split(/\s+/)[0] || 'there';
  const kids = athleteNames.length ? athleteNames.join(' and ') : 'your athlete';
  const paragraphs = [`Hi ${first},`];
  if (
    reasons.includes('inactive-30') ||
    reasons.includes('inactive-14') ||
    reasons.includes('falling-xp') ||
    reasons.includes('broken-streak')
  ) {
    paragraphs.push(
      `We have missed ${kids} in the app lately. A short session at home keeps the touch sharp between practices, and the weekly challenges are a fun way back in.`,
    );
  }
  if (reasons.includes('attendance-drop') || reasons.includes('missed-sessions')) {
    paragraphs.push(
      `We have missed ${kids} at training lately. If the days or times are hard right now, reply and we will help find what works.`,
    );
  }
  if (reasons.includes('break-limit')) {
    paragraphs.push(
      `${kids === 'your athlete' ? 'Your athlete’s' : `${kids}’s`} break is coming to an end. We would love to plan the return with you: reply to this message and we will find the right session to start again.`,
    );
  }
  if (reasons.includes('failed-payment')) {
    paragraphs.push(
      'Your last membership payment did not go through. You can update your card under Membership, Manage Billing.',
    );
  }
  if (reasons.includes('pending-cancellation')) {
    paragraphs.push(
      'We saw that your membership is set to end. If anything is not working for your family, we would love to hear about it before then.',
    );
  }
  paragraphs.push('Just reply here if we can help with anything.', `The ${ACADEMY.name} team`);
  return { subject: `Checking in on ${kids}`, body: paragraphs.join('\n\n') };
}
