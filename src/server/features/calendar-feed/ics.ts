/**
 * The family's sessions as an iCalendar document (docs/product.md, Training sessions, "Calendar
 * feed"; decision 068). Each event keeps its time on the academy's wall clock with
 * TZID=America/Los_Angeles and that zone's VTIMEZONE, so a calendar app places 4:00 PM at 4:00 PM
 * on both sides of a clock change; no event repeats by rule.
 */
import { createHash } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { ACADEMY } from '#shared/academy';

export type FeedEvent = {
  /** The session's id: random, stable across moves, naming no person or host. */
  id: string;
  startsAt: string;
  endsAt: string;
  location: string;
  isCancelled: boolean;
  cancelReason: 'weather' | 'field' | 'other' | null;
  sequence: number;
  updatedAt: string;
  /** The family's athletes at this session, by first name. */
  firstNames: string[];
};

const CANCEL_NOTES: Record<NonNullable<FeedEvent['cancelReason']>, string> = {
  weather: 'Cancelled by the academy because of the weather.',
  field: 'Cancelled by the academy: the field is not available.',
  other: 'Cancelled by the academy.',
};

// Calendar apps that honour it look again every hour; Google keeps its own pace.
const REFRESH_SECONDS = 3600;

const wallClockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant as the academy's wall clock, `YYYY-MM-DDTHH:MM:SS` with no offset: ical-generator
 * writes a string it is given for an event with a time zone as that zone's local time.
 */
export function academyWallClock(instant: string): string {
  const p = Object.fromEntries(wallClockParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

export function eventTitle(event: Pick<FeedEvent, 'isCancelled' | 'firstNames'>): string {
  const title = `Training: ${event.firstNames.join(', ')}`;
  return event.isCancelled ? `Cancelled: ${title}` : title;
}

/** The feed: one VEVENT per session, in the academy's time zone with its VTIMEZONE. */
export function renderCalendar(events: FeedEvent[]): string {
  // The zone is named on each event only: a calendar-wide zone would write DTSTAMP as local time.
  const calendar = ical({
    name: `${ACADEMY.name} training`,
    prodId: { company: ACADEMY.name, product: 'Training sessions', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  calendar.x([['X-WR-TIMEZONE', ACADEMY.timeZone]]);
  for (const event of events) {
    calendar.createEvent({
      id: event.id,
      sequence: event.sequence,
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      timezone: ACADEMY.timeZone,
      start: academyWallClock(event.startsAt),
      end: academyWallClock(event.endsAt),
      summary: eventTitle(event),
      location: event.location,
      status: event.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: event.isCancelled ? CANCEL_NOTES[event.cancelReason ?? 'other'] : null,
    });
  }
  return calendar.toString();
}

/**
 * ical-generator folds lines with a new TextEncoder per character: a season's feed (about 100 events,
 * 37 KB) takes some 30 ms to write, over the feed's goal of 20 ms (bench:sessions). The document
 * depends on its events only, so each one is kept, by a digest of its events, until they change
 * (a move, a cancellation, an athlete, or the window sliding by a day). The 500 most recent are kept.
 */
const RENDERED_MAX = 500;
const rendered = new Map<string, string>();

export function renderCalendarOnce(events: FeedEvent[]): string {
  const key = createHash('sha256').update(JSON.stringify(events)).digest('base64url');
  const kept = rendered.get(key);
  if (kept !== undefined) {
    rendered.delete(key);
    rendered.set(key, kept);
    return kept;
  }
  const document = renderCalendar(events);
  rendered.set(key, document);
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  return document;
}
