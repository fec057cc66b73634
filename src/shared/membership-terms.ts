/**
 * The membership terms as rules (docs/product.md, Membership): "A break longer
 * than 4 months means permanent removal; early withdrawal means the remaining balance is due; no
 * refunds". Pure functions, `now` always a parameter, money in integer cents (decision 042).
 */
import type { BillingInterval } from './academy-plans';

/** A break lasts 1 to 4 whole months; more than 4 means permanent removal. */
export const BREAK_MIN_MONTHS = 1;
export const BREAK_MAX_MONTHS = 4;
/** The family is reminded this many days before a break ends (and before the 4-month limit). */
export const BREAK_REMINDER_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export const BREAK_MONTHS_MESSAGE = 'A break lasts 1 to 4 months: a break longer than 4 months means permanent removal from the academy.';

/** Adds whole calendar months in UTC; the 31st plus one month is the last day of the next month. */
export function addCalendarMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

/** Calendar months from `fromIso` to `toIso`, with the part of the last month as a fraction. */
export function calendarMonthsBetween(fromIso: string, toIso: string): number {
  const to = Date.parse(toIso);
  let whole = 0;
  while (Date.parse(addCalendarMonths(fromIso, whole + 1)) <= to && whole < 1200) whole += 1;
  const from = Date.parse(addCalendarMonths(fromIso, whole));
  const next = Date.parse(addCalendarMonths(fromIso, whole + 1));
  return whole + Math.max(0, to - from) / (next - from);
}

/** A break as the terms count it: when it began and when it ended (or is planned to end). */
export type BreakSpan = { startsAt: string; endsAt: string };

/** How long a set of breaks lasted, in milliseconds. */
export function breaksDurationMs(breaks: readonly BreakSpan[]): number {
  return breaks.reduce((sum, b) => sum + Math.max(0, Date.parse(b.endsAt) - Date.parse(b.startsAt)), 0);
}

export type CommitmentPlan = { interval: BillingInterval; priceCents: number; commitmentMonths: number };

export type CommitmentTerms = {
  /** Membership start + commitment months, pushed back by the length of its breaks. */
  commitmentEndsAt: string;
  /** Monthly charges paid so far (annual plans: the whole commitment, paid up front). */
  monthsPaid: number;
  /** Commitment months not yet paid. */
  monthsRemaining: number;
  /** "Early withdrawal means the remaining balance is due": the monthly price times the months not yet paid. */
  remainingBalanceCents: number;
  /** Whether `now` is still before the commitment's end. */
  isCommitted: boolean;
};

/**
 * The commitment of a membership (issue 17, point 4). Monthly plans pay one month at a time, so the
 * months paid are the calendar months from the start to the end of the paid period, less the months
 * spent on a break (no charge while paused). Annual plans are paid up front: nothing remains.
 */
export function commitmentTerms(
  input: { plan: CommitmentPlan; startedAt: string; currentPeriodEnd: string; breaks: readonly BreakSpan[] },
  now: Date,
): CommitmentTerms {
  const pushMs = breaksDurationMs(input.breaks);
  const commitmentEndsAt = new Date(Date.parse(addCalendarMonths(input.startedAt, input.plan.commitmentMonths)) + pushMs).toISOString();
  const isCommitted = now.getTime() < Date.parse(commitmentEndsAt);
  if (input.plan.interval === 'year') {
    return { commitmentEndsAt, monthsPaid: input.plan.commitmentMonths, monthsRemaining: 0, remainingBalanceCents: 0, isCommitted };
  }
  const paidUntil = new Date(Date.parse(input.currentPeriodEnd) - pushMs).toISOString();
  const monthsPaid = Math.min(input.plan.commitmentMonths, Math.max(0, Math.round(calendarMonthsBetween(input.startedAt, paidUntil))));
  const monthsRemaining = input.plan.commitmentMonths - monthsPaid;
  return { commitmentEndsAt, monthsPaid, monthsRemaining, remainingBalanceCents: monthsRemaining * input.plan.priceCents, isCommitted };
}

/** Whether a pause of `months` is allowed by the terms: whole months from 1 to 4. */
export function isBreakLengthAllowed(months: number): boolean {
  return Number.isInteger(months) && months >= BREAK_MIN_MONTHS && months <= BREAK_MAX_MONTHS;
}

/** Breaks are counted over this many months: their total may not pass the 4-month limit. */
export const BREAK_WINDOW_MONTHS = 12;

export const BREAK_TOTAL_MESSAGE = 'A break of more than 4 months means permanent removal from the academy: this membership has no break months left for that long.';

/**
 * Break months already taken in the 12 months before `now` (a break resumed early counts the
 * calendar months it lasted, rounded up): a new pause may not take the total past 4.
 */
export function breakMonthsUsed(breaks: readonly BreakSpan[], now: Date): number {
  const since = addCalendarMonths(now.toISOString(), -BREAK_WINDOW_MONTHS);
  return breaks
    .filter((b) => Date.parse(b.startsAt) >= Date.parse(since))
    .reduce((sum, b) => sum + Math.ceil(calendarMonthsBetween(b.startsAt, b.endsAt) - 1e-9), 0);
}

/** The planned end of a break of `months` starting at `startsAt`. */
export function breakEndsAt(startsAt: string, months: number): string {
  return addCalendarMonths(startsAt, months);
}

/** The 4-month limit of a break: past it, the terms' permanent removal. */
export function breakLimitAt(startsAt: string): string {
  return addCalendarMonths(startsAt, BREAK_MAX_MONTHS);
}

/** When the family is reminded: 14 days before the break ends (never before it starts). */
export function breakReminderAt(b: BreakSpan): string {
  const at = Math.max(Date.parse(b.startsAt), Date.parse(b.endsAt) - BREAK_REMINDER_DAYS * DAY_MS);
  return new Date(at).toISOString();
}

/** What a scheduled run does with an open break at `now`, in the order it is done. */
export function breakActions(b: BreakSpan & { remindedAt: string | null }, now: Date): { remind: boolean; resume: boolean; remove: boolean } {
  const t = now.getTime();
  return {
    remind: b.remindedAt === null && t >= Date.parse(breakReminderAt(b)) && t < Date.parse(b.endsAt),
    resume: t >= Date.parse(b.endsAt),
    remove: t >= Date.parse(breakLimitAt(b.startsAt)),
  };
}

/**
 * The churn radar's sign (issue 14, point 7): an open break that ends within 14 days, or whose
 * length reaches the 4-month removal rule.
 */
export function isBreakNearLimit(b: BreakSpan, now: Date): boolean {
  const t = now.getTime();
  if (t >= Date.parse(b.endsAt)) return false;
  return Date.parse(b.endsAt) - t <= BREAK_REMINDER_DAYS * DAY_MS || Date.parse(b.endsAt) >= Date.parse(breakLimitAt(b.startsAt));
}
