/** How the admin's session pages name a day, a time and a session. */
import { ACADEMY } from '#shared/academy';
import type { TAdminSession } from '#shared/validation/session-admin';

const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, hour: 'numeric', minute: '2-digit' });

/** "Sunday, December 6" for an academy date. */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));
/** "4:00 PM – 5:00 PM" on the academy's clock. */
export const timeLabel = (s: Pick<TAdminSession, 'startsAt' | 'endsAt'>) => `${CLOCK.format(new Date(s.startsAt))} – ${CLOCK.format(new Date(s.endsAt))}`;
/** A one-off's title, or "Core training". */
export const sessionLabel = (s: Pick<TAdminSession, 'groupLabel' | 'title'>) => s.title ?? `${s.groupLabel} training`;
/** "Core training · Sunday, December 6 · 4:00 PM – 5:00 PM" */
export const describeSession = (s: TAdminSession) => `${sessionLabel(s)} · ${dayLabel(s.date)} · ${timeLabel(s)}`;
