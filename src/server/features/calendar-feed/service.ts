/**
 * A calendar feed per family (issue 38, point 6; docs/product.md, Training sessions, "Calendar
 * feed"; decision 068). The feed's URL is a capability: its random token is the only key, so a
 * calendar app can fetch it with no sign-in, and making a new link revokes the old one at once.
 * The events are the family's own schedule, as the sessions feature decides it.
 */
import { randomBytes } from 'node:crypto';
import { addDays, academyDate } from '#shared/progress/time';
import { AppError } from '#shared/errors';
import {
  CALENDAR_FEED_CANCELLED_KEEP_DAYS,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_TOKEN_BYTES,
  CALENDAR_FEED_TOKEN_PATTERN,
  type TCalendarFeed,
  type TCalendarFeedLinks,
} from '#shared/validation/calendar-feed';
import type { TFamilySchedule } from '#shared/validation/sessions';
import type { AppContext } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import { familySchedule, sessionVersions } from '../sessions/service';
import { type FeedEvent, renderCalendarOnce } from './ics';
import { findFamilyFeed, findFeedFamily, upsertFeed } from './queries';

const DAY_MS = 86_400_000;

/** The same answer as any unknown address: a wrong, old or mistyped token gives nothing away. */
const unknownFeed = () => new AppError('NOT_FOUND', 'Not found');

export function feedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

function feedLinks(appUrl: string, row: { token: string; created_at: string }): TCalendarFeedLinks {
  const url = `${appUrl}${feedPath(row.token)}`;
  const webcalUrl = url.replace(/^https?:\/\//, 'webcal://');
  return {
    url,
    webcalUrl,
    googleCalendarUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** For the family's data export: when its link was made, never the link itself (it is a key). */
export async function exportCalendarFeed(db: AppContext['db'], familyId: string) {
  const row = await findFamilyFeed(db, familyId);
  return row ? { linkMadeAt: new Date(row.created_at).toISOString() } : null;
}

/** The family's own feed links, or null before it made one. */
export async function getFeed(ctx: AppContext, familyId: string): Promise<TCalendarFeed> {
  const row = await findFamilyFeed(ctx.db, familyId);
  return { feed: row ? feedLinks(ctx.config.appUrl, row) : null };
}

/** Makes the family's feed link, or a new one that replaces it (the old URL answers 404 from now on). */
export async function rotateFeed(ctx: AppContext, familyId: string, now = new Date()): Promise<TCalendarFeed> {
  const token = randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');
  const row = await inTransaction(ctx.db, (trx) => upsertFeed(trx, { user_id: familyId, token, created_at: now.toISOString() }));
  return { feed: feedLinks(ctx.config.appUrl, row) };
}

/**
 * One event per session of the family's athletes, with every athlete of the family at it by first
 * name. A cancellation stays on the calendar for 14 days after it was made (its last change), then goes.
 */
function feedEvents(schedule: TFamilySchedule, versions: Awaited<ReturnType<typeof sessionVersions>>, now: Date): FeedEvent[] {
  const events = new Map<string, FeedEvent>();
  for (const athlete of schedule.athletes) {
    for (const session of athlete.sessions) {
      const version = versions.get(session.id);
      if (!version) continue;
      const isCancelled = session.status === 'cancelled';
      if (isCancelled && now.getTime() - new Date(version.updatedAt).getTime() > CALENDAR_FEED_CANCELLED_KEEP_DAYS * DAY_MS) continue;
      const event = events.get(session.id) ?? { id: session.id, startsAt: session.startsAt, endsAt: session.endsAt, location: session.location, isCancelled, cancelReason: session.cancelReason, ...version, firstNames: [] };
      if (!event.firstNames.includes(athlete.athleteName)) event.firstNames.push(athlete.athleteName);
      events.set(session.id, event);
    }
  }
  return [...events.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The feed behind a token: 404, with no hint, for a token of the wrong shape or one that is not live. */
export async function familyCalendar(ctx: AppContext, token: string, now = new Date()): Promise<string> {
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw unknownFeed();
  const familyId = await findFeedFamily(ctx.db, token);
  if (!familyId) throw unknownFeed();
  const range = { from: addDays(academyDate(now), -CALENDAR_FEED_DAYS_BACK), days: CALENDAR_FEED_DAYS_BACK + CALENDAR_FEED_DAYS_AHEAD + 1 };
  const schedule = await familySchedule(ctx, familyId, range, now);
  const ids = [...new Set(schedule.athletes.flatMap((a) => a.sessions.map((s) => s.id)))];
  return renderCalendarOnce(feedEvents(schedule, await sessionVersions(ctx, ids), now));
}
