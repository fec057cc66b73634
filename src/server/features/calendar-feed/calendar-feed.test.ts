/**
 * A family's calendar feed (issue 38, point 6): read with an independent parser (node-ical), each
 * session keeps its UID across a move and raises SEQUENCE, a cancellation is marked and stays 14
 * days, times carry the academy's zone with its VTIMEZONE, athletes appear by first name, no other
 * family's athlete appears, and a rotated or malformed token answers 404 like any unknown address.
 */
import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyDate } from '#shared/progress/time';
import type { TCalendarFeed } from '#shared/validation/calendar-feed';
import { timeOrderedId } from '#server/db/ids';
import { redactUrl } from '#server/http/logger';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

const DAY_MS = 86_400_000;

describe.each(testDialects())('the calendar feed, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let feedUrl: string;

  const member = (userId: string, athleteId: string, plan: string) =>
    t.ctx.db
      .insertInto('memberships')
      .values({
        id: `feed-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: plan, status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 60 * DAY_MS).toISOString(), current_period_end: new Date(Date.now() + 200 * DAY_MS).toISOString(), provider: 'test',
      })
      .execute();
  const rotate = async (who: TestFamily) => (await t.app.inject({ method: 'POST', url: '/api/v1/calendar-feed/rotate', headers: as(who) })).json() as TCalendarFeed;
  const pathOf = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });
  const events = (body: string) => Object.values(ical.sync.parseICS(body) as CalendarResponse).filter((c): c is VEvent => c?.type === 'VEVENT');
  const oneOff = async (daysFromNow: number, extra: Record<string, unknown> = {}) => {
    const id = timeOrderedId();
    // On the minute, as every session starts.
    const start = new Date(Math.floor((Date.now() + daysFromNow * DAY_MS) / 60_000) * 60_000);
    await t.ctx.db
      .insertInto('training_sessions')
      .values({ id, group_id: 'core', slot_key: null, local_date: academyDate(start), starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString(), location: 'Field 2', ...extra })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'feed-family');
    const leo = await addTestAthlete(t, family, 'Leo Martinez');
    const mia = await addTestAthlete(t, family, 'Mia Martinez', '2016-03-01');
    const noa = await addTestAthlete(t, family, 'Noa Martinez', '2017-05-05');
    await member(family.userId, leo.id, 'core-monthly');
    await member(family.userId, mia.id, 'core-monthly');
    await member(family.userId, noa.id, 'pro-monthly');
    other = await createFamily(t, 'feed-other');
    const ivy = await addTestAthlete(t, other, 'Ivy Chen');
    await member(other.userId, ivy.id, 'core-monthly');
    feedUrl = (await rotate(family)).feed!.url;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a family its own links, and nobody signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/calendar-feed', headers: as(family) });
    expect(response.statusCode).toBe(200);
    const { feed } = response.json() as TCalendarFeed;
    expect(feed!.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed!.webcalUrl).toBe(feed!.url.replace('http://', 'webcal://'));
    expect(feed!.googleCalendarUrl).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed!.webcalUrl)}`);
    // Another family sees no link of this one's; signed out, nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar-feed', headers: as(other) })).json()).toEqual({ feed: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar-feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/calendar-feed/rotate', headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(401);
  });

  it('serves the family’s sessions in Pacific time, by first name, and nobody else’s athletes', async () => {
    const response = await fetchFeed(feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.body;
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles');
    expect(body).toMatch(/DTSTART;TZID=America\/Los_Angeles:\d{8}T160000\r\n/);
    expect(body).toContain('X-WR-TIMEZONE:America/Los_Angeles');
    expect(body).not.toContain('FREQ=WEEKLY');
    expect(body).not.toContain('Martinez');
    expect(body).not.toContain('Ivy');

    const parsed = events(body);
    const rows = await t.ctx.db.selectFrom('training_sessions').select(['id', 'group_id', 'starts_at']).where('starts_at', '>=', new Date().toISOString()).where('starts_at', '<', new Date(Date.now() + 80 * DAY_MS).toISOString()).execute();
    const byId = new Map(parsed.map((e) => [e.uid, e]));
    for (const row of rows) {
      const event = byId.get(row.id);
      expect(event, row.id).toBeDefined();
      // The same instant the row holds, read through the VTIMEZONE.
      expect(new Date(event!.start).toISOString()).toBe(new Date(row.starts_at).toISOString());
      expect(event!.summary).toBe(row.group_id === 'core' ? 'Training: Leo, Mia' : 'Training: Noa');
      expect(event!.status).toBe('CONFIRMED');
      expect(event!.location).toBeTruthy();
    }
  });

  it('keeps each UID across a move, raises SEQUENCE, and stamps the session’s last change', async () => {
    const id = await oneOff(10);
    const before = events((await fetchFeed(feedUrl)).body).find((e) => e.uid === id)!;
    expect(before.sequence).toBe(0);

    const row = await t.ctx.db.selectFrom('training_sessions').select(['starts_at', 'ends_at']).where('id', '=', id).executeTakeFirstOrThrow();
    const later = (iso: string) => new Date(new Date(iso).getTime() + 2 * 3_600_000).toISOString();
    const changedAt = new Date(Date.now() - 60_000);
    changedAt.setMilliseconds(0);
    await t.ctx.db
      .updateTable('training_sessions')
      .set({ starts_at: later(row.starts_at), ends_at: later(row.ends_at), location: 'Field 5', sequence: 1, updated_at: changedAt.toISOString() })
      .where('id', '=', id)
      .execute();
    const moved = events((await fetchFeed(feedUrl)).body).filter((e) => e.uid === id);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.sequence).toBe(1);
    expect(new Date(moved[0]!.start).toISOString()).toBe(later(row.starts_at));
    expect(moved[0]!.location).toBe('Field 5');
    expect(new Date(moved[0]!.dtstamp).toISOString()).toBe(changedAt.toISOString());
    expect(new Date(moved[0]!.lastmodified!).toISOString()).toBe(changedAt.toISOString());
  });

  it('marks a cancellation, keeps it 14 days after it was made, then lets it go', async () => {
    const cancelled = await oneOff(12);
    const longAgo = await oneOff(3);
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather', sequence: 1, updated_at: new Date().toISOString() }).where('id', '=', cancelled).execute();
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'field', sequence: 1, updated_at: new Date(Date.now() - 15 * DAY_MS).toISOString() }).where('id', '=', longAgo).execute();
    const body = (await fetchFeed(feedUrl)).body;
    const event = events(body).find((e) => e.uid === cancelled)!;
    expect(event.status).toBe('CANCELLED');
    expect(event.summary).toBe('Cancelled: Training: Leo, Mia');
    expect(event.sequence).toBe(1);
    expect(body).toContain('STATUS:CANCELLED');
    expect(events(body).some((e) => e.uid === longAgo)).toBe(false);
  });

  it('reaches 30 days back and 90 ahead', async () => {
    const inside = [await oneOff(-20), await oneOff(85)];
    const outside = [await oneOff(-40), await oneOff(100)];
    const uids = new Set(events((await fetchFeed(feedUrl)).body).map((e) => e.uid));
    expect(inside.every((id) => uids.has(id))).toBe(true);
    expect(outside.some((id) => uids.has(id))).toBe(false);
  });

  it('stays well under 50 KB for a family of two athletes in different groups', async () => {
    const pair = await createFamily(t, 'feed-pair');
    await member(pair.userId, (await addTestAthlete(t, pair, 'Ana Lopez')).id, 'core-monthly');
    await member(pair.userId, (await addTestAthlete(t, pair, 'Ben Lopez', '2016-01-01')).id, 'pro-monthly');
    const response = await fetchFeed((await rotate(pair)).feed!.url);
    expect(events(response.body).length).toBeGreaterThan(60);
    if (process.env.FEED_SAMPLE) console.info(Buffer.byteLength(response.body), response.body.slice(0, 2500));
    expect(Buffer.byteLength(response.body)).toBeLessThan(40_000);
  });

  it('answers 404 with no hint to a rotated, unknown or malformed token', async () => {
    const unknownRoute = (await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' })).body;
    const { feed } = await rotate(family);
    expect(feed!.url).not.toBe(feedUrl);
    expect((await fetchFeed(feed!.url)).statusCode).toBe(200);
    const wrong = [
      pathOf(feedUrl), // the rotated one
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${'A'.repeat(44)}.ics`,
      `/calendar/${'A'.repeat(42)}!.ics`,
    ];
    for (const url of wrong) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(unknownRoute);
    }
    feedUrl = feed!.url;
  });

  it('exports when the link was made, never the link', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: as(family) });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().calendarFeed).toEqual({ linkMadeAt: expect.any(String) });
    expect(exported.body).not.toContain(pathOf(feedUrl).slice('/calendar/'.length, -'.ics'.length));
  });

  it('keeps the token out of the request log', () => {
    expect(redactUrl(`/calendar/${'A'.repeat(43)}.ics`)).toBe('/calendar/[token]');
    expect(redactUrl(`/calendar/${'A'.repeat(43)}.ics?x=1`)).toBe('/calendar/[token]?x=1');
  });
});
