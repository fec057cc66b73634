/**
 * A session's day and time as families read them (issue 38; docs/product.md, Training sessions):
 * "Friday, March 20" and "4:00–5:00 PM", in the academy's time zone whatever the reader's.
 */
import { ACADEMY } from './academy';
import { formatClock } from './academy-plans';

const dayFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, weekday: 'long', month: 'long', day: 'numeric' });
const clockFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Friday, March 20": the academy's calendar day of an instant. */
export function sessionDayLabel(startsAt: string): string {
  return dayFormatter.format(new Date(startsAt));
}

/** "4:00–5:00 PM", or "11:30 AM–12:30 PM" across noon. */
export function sessionTimeLabel(startsAt: string, endsAt: string): string {
  const start = formatClock(clockFormatter.format(new Date(startsAt)));
  const end = formatClock(clockFormatter.format(new Date(endsAt)));
  return `${start.slice(-2) === end.slice(-2) ? start.slice(0, -3) : start}–${end}`;
}

/** Why a session was cancelled, in a few words; null when the reason says nothing (other). */
export const CANCEL_REASON_WORDS: Record<'weather' | 'field' | 'other', string | null> = {
  weather: 'weather',
  field: 'field unavailable',
  other: null,
};
