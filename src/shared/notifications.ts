/**
 * The rules of notifications outside the open app (docs/product.md "Notifications"), shared by the
 * server's jobs and the Settings page that explains them.
 */
import { academyHour } from './progress/time';

/** A staff message is e-mailed only if it is still unread this long after it arrived. */
export const EMAIL_DELAY_MINUTES = 10;
export const EMAIL_DELAY_MS = EMAIL_DELAY_MINUTES * 60_000;

/** Quiet hours on the academy's clock (America/Los_Angeles): from 20:00 to 08:00 nothing but urgent. */
export const QUIET_HOURS = { start: 20, end: 8 } as const;

/** A push older than this is no longer news (after an outage): it is settled without sending. */
export const PUSH_MAX_AGE_MS = 24 * 3_600_000;

/** How many browsers one family may have opted in from; a new one beyond this replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** Whether this instant falls in the academy's quiet hours. */
export function isQuietHour(now: Date): boolean {
  const hour = academyHour(now);
  return hour >= QUIET_HOURS.start || hour < QUIET_HOURS.end;
}

/** Whether a notification may go out now: outside quiet hours, or marked urgent by staff. */
export function mayNotifyNow(now: Date, isUrgent: boolean): boolean {
  return isUrgent || !isQuietHour(now);
}

/** What a family has chosen; no choice yet means e-mail on, push and the session reminder off until the parent opts in. */
export const DEFAULT_NOTIFICATION_PREFERENCES = { email: true, push: false, sessionReminder: false, streakReminder: false } as const;
