/** How the coach's pages write a session: the academy's own clock and calendar, wherever the phone is. */
import { ACADEMY } from '#shared/academy';
import type { TStaffSessions } from '#shared/validation/sessions';

type Session = TStaffSessions['sessions'][number];

const time = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' });
const instant = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "4:00 PM – 5:00 PM" */
export function sessionHours(session: Pick<Session, 'startsAt' | 'endsAt'>): string {
  return `${time.format(new Date(session.startsAt))} – ${time.format(new Date(session.endsAt))}`;
}

/** "Friday, Dec 4" for an academy date (YYYY-MM-DD). */
export function sessionDay(date: string): string {
  return day.format(new Date(`${date}T12:00:00Z`));
}

/** "Sat, Dec 5, 7:00 PM" in the academy's time. */
export function academyMoment(iso: string): string {
  return instant.format(new Date(iso));
}

