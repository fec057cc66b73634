/**
 * How the schedule says dates, times, statuses and sessions remaining (docs/product.md, Training
 * sessions, "The family's schedule page"). Times are the academy's (America/Los_Angeles), wherever
 * the phone is: a session at 4:00 PM is at 4:00 PM on the field.
 */
import { ACADEMY } from '#shared/academy';
import { addDays } from '#shared/progress/time';
import { type PlanTier, TRAINING_WINDOWS } from '#shared/academy-plans';
import { weekdayOf } from '#shared/sessions';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, hour: 'numeric', minute: '2-digit' });
const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Sat, Jun 14" for an academy date (YYYY-MM-DD). */
export function formatSessionDay(date: string): string {
  return dayFormat.format(noon(date));
}

/** "Jun 14" for an academy date. */
export function formatShortDate(date: string): string {
  return shortDate.format(noon(date));
}

/** "4:00 PM" as its parts: the clock and the half of the day (spaces differ between ICU versions). */
function clockParts(iso: string): { clock: string; half: string } {
  const parts = timeFormat.formatToParts(new Date(iso));
  const clock = parts.filter((p) => p.type === 'hour' || p.type === 'minute' || p.type === 'literal').map((p) => p.value).join('').trim();
  return { clock, half: parts.find((p) => p.type === 'dayPeriod')?.value ?? '' };
}

/** "4:00 – 5:00 PM" in the academy's time zone; "11:30 AM – 1:00 PM" across noon. */
export function formatSessionTime(startsAt: string, endsAt: string): string {
  const [start, end] = [clockParts(startsAt), clockParts(endsAt)];
  return start.half === end.half ? `${start.clock} – ${end.clock} ${end.half}` : `${start.clock} ${start.half} – ${end.clock} ${end.half}`;
}

/** The Monday (academy date) of the week a date falls in: weeks run Monday to Sunday. */
export function mondayOf(date: string): string {
  const index = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(weekdayOf(date));
  return addDays(date, -index);
}

/** "This week", "Next week" or "Week of Jun 22". */
export function weekLabel(monday: string, today: string): string {
  const thisMonday = mondayOf(today);
  if (monday === thisMonday) return 'This week';
  if (monday === addDays(thisMonday, 7)) return 'Next week';
  return `Week of ${formatShortDate(monday)}`;
}

/** Groups items by the week of their date, weeks in order, items in their given order. */
export function groupByWeek<T extends { date: string }>(items: readonly T[]): { monday: string; items: T[] }[] {
  const weeks = new Map<string, T[]>();
  for (const item of items) {
    const monday = mondayOf(item.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), item]);
  }
  return [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([monday, list]) => ({ monday, items: list }));
}

export const CANCEL_REASON_TEXT = { weather: 'weather', field: 'field unavailable', other: 'other reason' } as const;

/** "Cancelled: weather" as the session's status says it. */
export function cancelledText(reason: keyof typeof CANCEL_REASON_TEXT | null): string {
  return reason ? `Cancelled: ${CANCEL_REASON_TEXT[reason]}` : 'Cancelled';
}

/**
 * Whether a session is not at its group's regular time: moved by the academy. The API has no
 * "moved" field yet; a regular session's start differs from its plan's window (every group of the
 * plan trains in it) only when moved.
 */
export function isMoved(session: { date: string; startsAt: string }, tier: PlanTier): boolean {
  const window = TRAINING_WINDOWS[tier];
  if (!window.days.includes(weekdayOf(session.date))) return false;
  return clockFormat.format(new Date(session.startsAt)) !== window.start;
}
