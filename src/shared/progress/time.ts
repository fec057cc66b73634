/**
 * Calendar days, weeks and months in the academy's time zone (America/Los_Angeles): a streak day,
 * "this week" (from Monday 00:00) and "this month" are San Diego's, wherever the server runs.
 */
import { ACADEMY } from '../academy';

const dateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const hourFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, hour: 'numeric', hourCycle: 'h23' });

// Formatting with a time zone is slow, and every request asks for today's date several times; the
// date cannot change within a minute (time zones move by whole quarter hours at worst).
let cachedMinute = Number.NaN;
let cachedDate = '';

/** The academy's calendar date at this instant, as YYYY-MM-DD. */
export function academyDate(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === cachedMinute) return cachedDate;
  const date = dateFormatter.format(now);
  if (Number.isFinite(minute)) {
    cachedMinute = minute;
    cachedDate = date;
  }
  return date;
}

/** The hour (0-23) on the academy's clock. */
export function academyHour(now: Date): number {
  return Number(hourFormatter.format(now)) % 24;
}

function toUtcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

function fromUtcDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (dates as YYYY-MM-DD); daylight saving cannot skew it. */
export function daysBetween(a: string, b: string): number {
  return toUtcDay(b) - toUtcDay(a);
}

export function addDays(date: string, days: number): string {
  return fromUtcDay(toUtcDay(date) + days);
}

let cachedWeekDay = '';
let cachedWeekStart = '';

/** The Monday that starts the academy week containing this instant (YYYY-MM-DD). */
export function weekStart(now: Date): string {
  const today = academyDate(now);
  // Every award asks; the answer changes once a day.
  if (today === cachedWeekDay) return cachedWeekStart;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  cachedWeekStart = addDays(today, -((weekday + 6) % 7));
  cachedWeekDay = today;
  return cachedWeekStart;
}

/** The first day of the academy month containing this instant (YYYY-MM-01). */
export function monthStart(now: Date): string {
  return `${academyDate(now).slice(0, 7)}-01`;
}

/**
 * The instant a calendar date begins in the academy's time zone (midnight Pacific), as an ISO
 * string: used for a week's end date and for "expires in" labels.
 */
export function academyMidnight(date: string): Date {
  // Midnight Pacific is 07:00 or 08:00 UTC; try both and keep the one that lands on the date.
  for (const offsetHours of [7, 8]) {
    const candidate = new Date(`${date}T${String(offsetHours).padStart(2, '0')}:00:00Z`);
    if (academyDate(candidate) === date && academyHour(candidate) === 0) return candidate;
  }
  return new Date(`${date}T08:00:00Z`);
}
