/**
 * Sessions remaining (issue 38, point 4; docs/product.md, Training sessions, "Sessions remaining"),
 * counted from the rows, never stored:
 * - The allowance is the plan's sessions a month, per allowance period: the membership's billing
 *   period (current_period_start..current_period_end), or for an annual plan the month of it that
 *   holds now (monthly anniversaries of the period's start). The periods before it are the months
 *   before its start.
 * - A session counts when the athlete was marked present or late, or absent with no family reply
 *   (an unexcused no-show). A cancelled session never counts; excused (marked so, or a "Can't make
 *   it") does not, and neither does a session nobody marked.
 * - A reply made at least 24 hours before a session of the current period or an earlier one, that
 *   was not cancelled and that the athlete did not attend, earns a make-up credit, valid until the
 *   end of the period after the session's. A coming session's credit shows as soon as the reply is
 *   made (the parent sees it at once) and goes with the reply if it is taken back, the session is
 *   cancelled or the athlete attends after all. Attending beyond the period's allowance uses the
 *   oldest valid credit (earned at its session's start) instead of the allowance.
 * - Counted over the current period and the two before it, with no credit carried into the first:
 *   a credit lives two periods at most, so only a third period back could change the figure.
 * - Left is never below 0: a session attended beyond the allowance with no credit is not charged.
 * - An ended (expired) membership has nothing left and no credits to use.
 */
import { academyDate } from './progress/time';
import type { TSessionsRemaining } from './validation/sessions';

/** A reply this far ahead of the start earns a make-up credit. */
export const MAKE_UP_NOTICE_MS = 24 * 3_600_000;
/** Periods counted before the current one (see above). */
export const REMAINING_LOOKBACK_PERIODS = 2;

export type AttendanceMark = 'present' | 'late' | 'absent' | 'excused';

/** What the rows say about one athlete at one session: its start, its status, the coach's mark and the family's reply. */
export type SessionMark = { startsAt: string; isCancelled: boolean; attendance: AttendanceMark | null; absenceReportedAt: string | null };

/** The membership fields the count needs (a TMembership has them). */
export type RemainingSubject = {
  /** The membership's status as the pages show it; only 'expired' changes the count. */
  status?: string;
  plan: { sessionsPerMonth: number; interval: 'month' | 'year' };
  currentPeriodStart: string;
  currentPeriodEnd: string;
};

/** A membership as the server's count needs it: its athlete (null once removed: nothing to count) too. */
export type RemainingFor = RemainingSubject & { athleteId: string | null };

type Period = { start: number; end: number };

/** The same instant n calendar months later (UTC), the day kept or clamped to the month's last. */
function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** The allowance periods from the lookback's first to the one after the current: [P-2, P-1, P0, P1]. */
export function allowancePeriods(subject: RemainingSubject, now: Date): Period[] {
  const anchor = Date.parse(subject.currentPeriodStart);
  const billingEnd = Date.parse(subject.currentPeriodEnd);
  let k = 0;
  if (subject.plan.interval === 'year') {
    while (addMonths(anchor, k + 1) <= now.getTime() && addMonths(anchor, k + 1) < billingEnd) k += 1;
  }
  const currentEnd = subject.plan.interval === 'year' ? Math.min(addMonths(anchor, k + 1), billingEnd) : billingEnd;
  const periods: Period[] = [];
  for (let j = -REMAINING_LOOKBACK_PERIODS; j < 0; j += 1) periods.push({ start: addMonths(anchor, k + j), end: addMonths(anchor, k + j + 1) });
  periods.push({ start: addMonths(anchor, k), end: currentEnd });
  periods.push({ start: currentEnd, end: Math.max(addMonths(anchor, k + 2), addMonths(currentEnd, 1)) });
  return periods;
}

/** The last instant whose rows the count reads: the end of the current period. */
export function remainingWindowEnd(subject: RemainingSubject, now: Date): Date {
  const periods = allowancePeriods(subject, now);
  return new Date(periods[periods.length - 2]!.end);
}

/** The first instant whose rows the count reads. */
export function remainingWindowStart(subject: RemainingSubject, now: Date): Date {
  return new Date(allowancePeriods(subject, now)[0]!.start);
}

type Credit = { earnedAt: number; expiresAt: number; isUsed: boolean };

const isAttended = (mark: SessionMark) => mark.attendance === 'present' || mark.attendance === 'late';
const hasNotice = (mark: SessionMark, startsAt: number) => mark.absenceReportedAt !== null && Date.parse(mark.absenceReportedAt) <= startsAt - MAKE_UP_NOTICE_MS;

/** The oldest credit valid at this instant, if any. */
function oldestCredit(credits: Credit[], at: number): Credit | undefined {
  return credits.filter((c) => !c.isUsed && c.earnedAt <= at && c.expiresAt > at).sort((a, b) => a.earnedAt - b.earnedAt)[0];
}

/** Sessions left in the current allowance period and the make-up credits still valid, at `now`. */
export function computeSessionsRemaining(subject: RemainingSubject, marks: readonly SessionMark[], now: Date): TSessionsRemaining {
  const periods = allowancePeriods(subject, now);
  const current = periods.length - 2;
  const allowance = subject.plan.sessionsPerMonth;
  const charged = periods.map(() => 0);
  const credits: Credit[] = [];
  const ordered = marks.map((mark) => ({ mark, at: Date.parse(mark.startsAt) })).sort((a, b) => a.at - b.at);
  for (const { mark, at } of ordered) {
    const p = periods.findIndex((period) => at >= period.start && at < period.end);
    if (mark.isCancelled || p < 0 || p > current) continue;
    if (at > now.getTime()) {
      if (mark.attendance === null && hasNotice(mark, at)) credits.push({ earnedAt: at, expiresAt: periods[p + 1]!.end, isUsed: false });
      continue;
    }
    const isNoShow = mark.attendance === 'absent' && mark.absenceReportedAt === null;
    if (isAttended(mark) && charged[p]! >= allowance) {
      const credit = oldestCredit(credits, at);
      if (credit) {
        credit.isUsed = true;
        continue;
      }
    }
    if (isAttended(mark) || isNoShow) charged[p]! += 1;
    else if (hasNotice(mark, at)) credits.push({ earnedAt: at, expiresAt: periods[p + 1]!.end, isUsed: false });
  }
  const isEnded = subject.status === 'expired';
  const valid = isEnded ? [] : credits.filter((c) => !c.isUsed && c.expiresAt > now.getTime());
  const soonest = valid.length ? Math.min(...valid.map((c) => c.expiresAt)) : null;
  return {
    left: isEnded ? 0 : Math.max(0, allowance - charged[current]!),
    allowance,
    renewsOn: academyDate(new Date(periods[current]!.end)),
    makeUpCredits: valid.length,
    creditsExpireOn: soonest === null ? null : academyDate(new Date(soonest)),
  };
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An academy date (YYYY-MM-DD) as "Jun 14". */
export function formatShortDate(date: string): string {
  return shortDate.format(new Date(`${date}T12:00:00Z`));
}

/** How a membership's period ends, for the wording: it ends ("until"), it is on a break (nothing renews), or it renews. */
export type RemainingWording = { isEnding?: boolean; isOnBreak?: boolean };

/**
 * "7 of 12 left · renews Jun 14", then "· 1 make-up credit" when there are any: the one wording on
 * every page. A membership that ends with its period says "until" instead of "renews"; one on a
 * break says "on a break", never "renews".
 */
export function formatSessionsRemaining(remaining: TSessionsRemaining, options: RemainingWording = {}): string {
  return sessionsRemainingParts(remaining, options).join(' · ');
}

/** The same wording in its parts, for a page that keeps each part on one line. */
export function sessionsRemainingParts(remaining: TSessionsRemaining, options: RemainingWording = {}): string[] {
  const period = options.isOnBreak ? 'on a break' : `${options.isEnding ? 'until' : 'renews'} ${formatShortDate(remaining.renewsOn)}`;
  const parts = [`${remaining.left} of ${remaining.allowance} left`, period];
  if (remaining.makeUpCredits > 0) parts.push(`${remaining.makeUpCredits} make-up credit${remaining.makeUpCredits === 1 ? '' : 's'}`);
  return parts;
}

/** The wording for a membership as the pages show it: ending, on a break, or renewing. */
export function remainingWording(membership: { status: string; cancelAtPeriodEnd: boolean; pause?: unknown }): RemainingWording {
  return { isEnding: isEndingMembership(membership), isOnBreak: Boolean(membership.pause) && membership.status !== 'expired' };
}

/** A membership that stops with its period (canceled, ended): its allowance does not renew. */
export function isEndingMembership(membership: { status: string; cancelAtPeriodEnd: boolean }): boolean {
  return membership.status === 'canceled' || membership.status === 'expired' || membership.cancelAtPeriodEnd;
}

/** "Make-up credit expires Jul 14." (the soonest expiry), or null without credits. */
export function formatCreditsExpiry(remaining: TSessionsRemaining): string | null {
  if (remaining.makeUpCredits === 0 || !remaining.creditsExpireOn) return null;
  const what = remaining.makeUpCredits === 1 ? 'Make-up credit expires' : 'The first make-up credit expires';
  return `${what} ${formatShortDate(remaining.creditsExpireOn)}.`;
}
