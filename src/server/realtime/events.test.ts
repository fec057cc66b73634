import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { addTestAthlete, as, createFamily, type TestFamily } from '../testing/families';
import { listen, openStream } from '../testing/event-stream';
import { createTestApp, type TestApp, testConfig, testDialects } from '../testing/harness';
import { lessonStartedAgo } from '../testing/training-clock';

describe.each(testDialects())('live updates on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  let family: TestFamily;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    baseUrl = await listen(t);
    family = await createFamily(t, 'live');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a signed-out client with 401', async () => {
    const response = await fetch(`${baseUrl}/api/v1/events`);
    expect(response.status).toBe(401);
  });

  it('pushes XP, streak and rankings to the family’s open stream', async () => {
    const athlete = await addTestAthlete(t, family, 'Live Leo');
    const stream = await openStream(baseUrl, family.cookie);
    expect(stream.status).toBe(200);
    const lesson = await t.ctx.db.selectFrom('lessons').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
    await lessonStartedAgo(t, athlete.id, lesson.id, 20);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/training/lessons/${lesson.id}/progress`,
      headers: as(family),
      payload: { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 5 },
    });
    await stream.waitFor('xp');
    await stream.waitFor('streak');
    await stream.waitFor('rankings');
    stream.close();
  });

  it('counts the open streams and the events sent to them for /metrics', async () => {
    const metric = async (name: string) => (await t.ctx.metrics.registry.getSingleMetric(name)!.get()).values[0]?.value ?? 0;
    // A family of its own (no stream of an earlier test is its), and a count that has settled: an
    // earlier save's live events may still be going out (a squad's change waits up to a second).
    const alone = await createFamily(t, 'live-metrics');
    let before = await metric('bravo_live_events_sent_total');
    for (let settled = false; !settled; ) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const now = await metric('bravo_live_events_sent_total');
      settled = now === before;
      before = now;
    }
    const stream = await openStream(baseUrl, alone.cookie);
    try {
      // The earlier tests' streams may still be closing: the gauge reads the bus's count, at least this one.
      const open = await metric('bravo_event_streams_open');
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBe(t.ctx.events.size());
      t.ctx.events.publish({ userId: alone.userId }, [{ type: 'xp' }, { type: 'streak' }]);
      await stream.waitFor('streak');
      expect(await metric('bravo_live_events_sent_total')).toBe(before + 2);
    } finally {
      stream.close();
    }
  });

  it('closes the stream of a session that signs out, and keeps other sessions’ streams open', async () => {
    const { cookieHeader, signIn } = await import('../testing/families');
    const otherDevice = cookieHeader(await signIn(t, family.email));
    const mine = await openStream(baseUrl, family.cookie);
    const theirs = await openStream(baseUrl, otherDevice);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: as(family), payload: {} });
    expect(out.statusCode).toBe(200);
    await mine.waitForEnd();
    const athlete = await addTestAthlete(t, { ...family, cookie: otherDevice }, 'Still Here');
    const lesson = await t.ctx.db.selectFrom('lessons').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
    await lessonStartedAgo(t, athlete.id, lesson.id, 20);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/training/lessons/${lesson.id}/progress`,
      headers: { cookie: otherDevice, origin: 'http://localhost:3000' },
      payload: { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 5 },
    });
    await theirs.waitFor('xp');
    theirs.close();
  });

  it('closes every stream of the account when its password is changed, and the new cookie opens a stream again', async () => {
    const { cookieHeader, signIn } = await import('../testing/families');
    const changer = await createFamily(t, 'live-password');
    const otherDevice = cookieHeader(await signIn(t, changer.email));
    const mine = await openStream(baseUrl, changer.cookie);
    const theirs = await openStream(baseUrl, otherDevice);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(changer),
      payload: { currentPassword: 'Goal2026!Kick', newPassword: 'Goal2027!Kick', confirmPassword: 'Goal2027!Kick' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await mine.waitForEnd();
    await theirs.waitForEnd();
    expect((await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie: otherDevice } })).status).toBe(401);
    const renewed = await openStream(baseUrl, cookieHeader(changed));
    expect(renewed.status).toBe(200);
    renewed.close();
  });

  it('closes the streams of an account whose password is reset through the e-mailed link', async () => {
    const { confirmationPath } = await import('../testing/families');
    const forgetful = await createFamily(t, 'live-reset');
    const stream = await openStream(baseUrl, forgetful.cookie);
    expect(stream.status).toBe(200);
    const origin = 'http://localhost:3000';
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin }, payload: { email: forgetful.email } });
    const token = (await confirmationPath(t, forgetful.email, 'password-reset')).split('?')[0]!.split('/').pop()!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin }, payload: { token, password: 'Fresh2026!Goal' } });
    expect(reset.statusCode, reset.body).toBe(200);
    await stream.waitForEnd();
  });
});

describe.skipIf(!testDialects().includes('postgres'))('live updates across two app instances on PostgreSQL', () => {
  it('delivers an event published by one instance to a client of another', async () => {
    const first = await createTestApp('postgres');
    const config = testConfig(first.ctx.config.database);
    const database = createDatabase(config.database);
    const second = await buildApp(config, { database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const family = await createFamily(first, 'two-instances');
      const athlete = await addTestAthlete(first, family, 'Twin');
      const stream = await openStream(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}`, family.cookie);
      expect(stream.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200)); // both instances are listening
      const lesson = await first.ctx.db.selectFrom('lessons').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
      await lessonStartedAgo(first, athlete.id, lesson.id, 20);
      await first.app.inject({
        method: 'POST',
        url: `/api/v1/training/lessons/${lesson.id}/progress`,
        headers: as(family),
        payload: { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 5 },
      });
      const elapsed = await stream.waitFor('xp', 3000);
      expect(elapsed).toBeLessThan(3000);
      stream.close();
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});
