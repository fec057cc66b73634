/**
 * A family's calendar feed (issue 38, point 6; docs/product.md, Training sessions, "Calendar feed"):
 * what its routes take and give, and the words Settings shows.
 */
import { z } from 'zod';

/** 32 random bytes as base64url: 256 bits, always 43 characters. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;
export const CALENDAR_FEED_TOKEN_LENGTH = 43;
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's window: sessions from 30 days back to 90 ahead; a cancellation stays 14 days after it was made. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 90;
export const CALENDAR_FEED_CANCELLED_KEEP_DAYS = 14;

export const CALENDAR_FEED_MESSAGES = {
  refresh: 'Google Calendar refreshes a subscription only every few hours, so cancellations also come to you by notification.',
  private: 'Anyone with this link can see your athletes’ training times. Share it only with people you trust.',
  rotateConfirm: 'The old link stops working at once: calendars subscribed with it stop updating until you subscribe again with the new one.',
  rotated: 'A new calendar link is ready. The old link no longer works.',
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  rotateFailed: 'Could not make a new link. Please try again.',
} as const;

/** `/calendar/:token.ics`: any text reaches the service, which answers 404 to anything but a live token. */
export const ZCalendarFeedParams = z.object({ token: z.string() });

/** The family's own feed links: shown only to that family (they are the key to its schedule). */
export const ZCalendarFeedLinks = z.object({
  /** The feed over https (from the app's address), for Outlook and anything that takes a URL. */
  url: z.string(),
  /** The same feed as webcal://, which opens the phone's or computer's calendar app to subscribe. */
  webcalUrl: z.string(),
  /** Google Calendar's "add by URL" page with the feed filled in. */
  googleCalendarUrl: z.string(),
  createdAt: z.string(),
});
export type TCalendarFeedLinks = z.infer<typeof ZCalendarFeedLinks>;

export const ZCalendarFeed = z.object({ feed: ZCalendarFeedLinks.nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
