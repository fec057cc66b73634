import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_FIELD_MESSAGES, ANNOUNCEMENT_MESSAGES, type TAnnouncement } from '#shared/validation/announcements';
import { buildApp } from '#server/app';
import type { AppContext } from '#server/context';
import { createDatabase } from '#server/db/database';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testConfig, testDialects } from '#server/testing/harness';
import { grantRole } from '../admin/service';
import { runAnnouncementSchedule } from './service';

const URL = '/api/v1/admin/announcements';
const MINUTE = 60_000;

describe.each(testDialects())('announcements on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let member: TestFamily & { athleteId: string };
  let free: TestFamily & { athleteId: string };

  async function family(prefix: string) {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const f = await createFamily(t, prefix);
    const athlete = await addTestAthlete(t, f);
    return { ...f, athleteId: athlete.id };
  }
  const send = (who: TestFamily | null, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as(who) : { origin: ORIGIN }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const create = async (payload: Record<string, unknown>) => {
    const res = await send(admin, 'POST', URL, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().announcement as TAnnouncement;
  };
  const seen = async (f: TestFamily & { athleteId: string }) => {
    const res = await send(f, 'GET', `/api/v1/dashboard?athleteId=${f.athleteId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().announcements as { title: string }[]).map((a) => a.title);
  };
  const clear = async () => {
    await t.ctx.db.deleteFrom('announcements').execute();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.ctx.db.deleteFrom('rate_limits').execute();
    admin = await createFamily(t, 'announce-admin');
    await grantRole(t.ctx.db, admin.email, 'admin');
    member = await family('announce-member');
    free = await family('announce-free');
    const now = Date.now();
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: `m-${member.userId}`,
        user_id: member.userId,
        membership_type_id: 'core-monthly',
        status: 'active',
        current_period_start: new Date(now - 10 * 86_400_000).toISOString(),
        current_period_end: new Date(now + 10 * 86_400_000).toISOString(),
        cancel_at_period_end: 0,
        provider: 'test',
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates with the defaults, lists, edits and deletes, each with an audit row', async () => {
    await clear();
    const created = await create({ title: '  Field closed Saturday  ', message: 'Rain: no training this Saturday.' });
    expect(created).toMatchObject({ title: 'Field closed Saturday', type: 'info', priority: 1, audience: 'all', isActive: true, startDate: null, endDate: null });
    const list = await send(admin, 'GET', URL);
    expect(list.json().announcements.map((a: TAnnouncement) => a.id)).toEqual([created.id]);
    const edited = await send(admin, 'PUT', `${URL}/${created.id}`, { title: 'Field open', message: 'Back on.', type: 'success', priority: 7, audience: 'members', isActive: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().announcement).toMatchObject({ title: 'Field open', type: 'success', priority: 7, audience: 'members', isActive: false });
    const removed = await send(admin, 'DELETE', `${URL}/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await t.ctx.db.selectFrom('announcements').select('id').execute()).toEqual([]);
    const again = await send(admin, 'DELETE', `${URL}/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'actor_email', 'target_id']).where('target_id', '=', created.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['announcement.created', 'announcement.unpublished', 'announcement.deleted']);
    expect(audit.every((a) => a.actor_email === admin.email)).toBe(true);
  });

  it('falls back to priority 1 when the priority is not numeric, and refuses one out of range', async () => {
    expect((await create({ title: 'A', message: 'B', priority: 'abc' })).priority).toBe(1);
    expect((await create({ title: 'A', message: 'B', priority: '4' })).priority).toBe(4);
    const res = await send(admin, 'POST', URL, { title: 'A', message: 'B', priority: 11 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('priority');
  });

  it.each([
    ['an empty title', { title: '   ', message: 'x' }, 'title', ANNOUNCEMENT_FIELD_MESSAGES.title],
    ['an empty message', { title: 'x', message: '' }, 'message', ANNOUNCEMENT_FIELD_MESSAGES.message],
    ['a 5,000-character title', { title: 'x'.repeat(5000), message: 'x' }, 'title', ANNOUNCEMENT_FIELD_MESSAGES.title],
    ['a 5,000-character message', { title: 'x', message: 'x'.repeat(5000) }, 'message', ANNOUNCEMENT_FIELD_MESSAGES.message],
    ['a NUL byte in the title', { title: 'a\u0000b', message: 'x' }, 'title', undefined],
    ['an unknown type', { title: 'x', message: 'x', type: 'urgent' }, 'type', ANNOUNCEMENT_FIELD_MESSAGES.type],
    ['an unknown audience', { title: 'x', message: 'x', audience: 'coaches' }, 'audience', ANNOUNCEMENT_FIELD_MESSAGES.audience],
    ['an end before the start', { title: 'x', message: 'x', startDate: '2026-12-02T10:00:00Z', endDate: '2026-12-01T10:00:00Z' }, 'endDate', ANNOUNCEMENT_FIELD_MESSAGES.endBeforeStart],
    ['a start that is no date', { title: 'x', message: 'x', startDate: 'tomorrow' }, 'startDate', ANNOUNCEMENT_FIELD_MESSAGES.startDate],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, payload, field, message) => {
    await clear();
    const before = await t.ctx.db.selectFrom('audit_log').select('id').execute();
    const res = await send(admin, 'POST', URL, payload);
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
    expect(await t.ctx.db.selectFrom('announcements').select('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an end in the past when it is set, with the reason on the field and nothing written; an edit keeping an ended date goes through', async () => {
    await clear();
    const past = new Date(Date.now() - 5 * MINUTE).toISOString();
    const before = await t.ctx.db.selectFrom('audit_log').select('id').execute();
    const created = await send(admin, 'POST', URL, { title: 'Too late', message: 'm', endDate: past });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({ message: ANNOUNCEMENT_FIELD_MESSAGES.endInPast, fields: { endDate: ANNOUNCEMENT_FIELD_MESSAGES.endInPast } });
    expect(await t.ctx.db.selectFrom('announcements').select('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);

    const running = await create({ title: 'Running', message: 'm', endDate: new Date(Date.now() + 60 * MINUTE).toISOString() });
    const moved = await send(admin, 'PUT', `${URL}/${running.id}`, { title: 'Running', message: 'm', endDate: past });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.endDate).toBe(ANNOUNCEMENT_FIELD_MESSAGES.endInPast);
    expect((await t.ctx.db.selectFrom('announcements').select('end_date').where('id', '=', running.id).executeTakeFirstOrThrow()).end_date).toBe(running.endDate);

    // It ended since: switching it off keeps its end and is allowed.
    await t.ctx.db.updateTable('announcements').set({ end_date: past }).where('id', '=', running.id).execute();
    const off = await send(admin, 'PUT', `${URL}/${running.id}`, { title: 'Running', message: 'm', endDate: past, isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().announcement).toMatchObject({ isActive: false, endDate: past });
  });

  it('answers a parent 403 and a signed-out visitor 401, and changes nothing', async () => {
    await clear();
    const existing = await create({ title: 'Kept', message: 'Kept' });
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}/${existing.id}`],
      ['DELETE', `${URL}/${existing.id}`],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { title: 'Hacked', message: 'Hacked' };
      const asParent = await send(member, method, url, payload);
      expect(asParent.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await send(null, method, url, payload);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      expect(signedOut.json().error.message).toBe(ANNOUNCEMENT_MESSAGES.signedOut);
    }
    const rows = await t.ctx.db.selectFrom('announcements').select('title').execute();
    expect(rows).toEqual([{ title: 'Kept' }]);
  });

  it('shows each family what its audience, the dates and the Active toggle allow, priority first then newest', async () => {
    await clear();
    const now = Date.now();
    await create({ title: 'Everyone', message: 'm', priority: 2 });
    await create({ title: 'Members', message: 'm', audience: 'members', priority: 5 });
    await create({ title: 'Free users', message: 'm', audience: 'free_users', priority: 5 });
    await create({ title: 'Not yet', message: 'm', startDate: new Date(now + 60 * MINUTE).toISOString() });
    // Ended since it was written (an end in the past is refused at writing).
    const over = await create({ title: 'Over', message: 'm', startDate: new Date(now - 120 * MINUTE).toISOString(), endDate: new Date(now + 60 * MINUTE).toISOString() });
    await t.ctx.db.updateTable('announcements').set({ end_date: new Date(now - 60 * MINUTE).toISOString() }).where('id', '=', over.id).execute();
    await create({ title: 'Inactive', message: 'm', isActive: false });
    await create({ title: 'Running', message: 'm', startDate: new Date(now - 60 * MINUTE).toISOString(), endDate: new Date(now + 60 * MINUTE).toISOString() });
    expect(await seen(member)).toEqual(['Members', 'Everyone', 'Running']);
    expect(await seen(free)).toEqual(['Free users', 'Everyone', 'Running']);
  });

  it('shows at most 5', async () => {
    await clear();
    for (let i = 1; i <= 7; i += 1) await create({ title: `News ${i}`, message: 'm' });
    expect(await seen(free)).toEqual(['News 7', 'News 6', 'News 5', 'News 4', 'News 3']);
  });

  it('e-mails the families of its audience once each, through the outbox, also when asked again', async () => {
    await clear();
    await t.ctx.db.deleteFrom('outbox').where('kind', '=', 'announcement').execute();
    const created = await create({ title: 'Members night', message: 'Pizza after training.', audience: 'members', emailFamilies: true });
    const mails = async () => (await t.ctx.db.selectFrom('outbox').select(['to_address', 'subject']).where('kind', '=', 'announcement').execute()).map((m) => m.to_address);
    expect(await mails()).toEqual([member.email]);
    expect(created.emailedAt).not.toBeNull();
    // An edit, a job run, and a second announcement-level retry send nothing more.
    await send(admin, 'PUT', `${URL}/${created.id}`, { title: 'Members night', message: 'Pizza!', audience: 'members', emailFamilies: true });
    await t.ctx.db.updateTable('announcements').set({ emailed_at: null }).execute();
    await runAnnouncementSchedule(t.ctx, new Date());
    expect(await mails()).toEqual([member.email]);
    const exported = await send(member, 'GET', '/api/v1/account/export');
    expect(exported.json().announcements.emailed.map((e: { title: string }) => e.title)).toEqual(['Members night']);
  });

  it('e-mails a scheduled announcement when it starts, from the minute job', async () => {
    await clear();
    await t.ctx.db.deleteFrom('outbox').where('kind', '=', 'announcement').execute();
    const start = Date.now() + 30 * MINUTE;
    await create({ title: 'Later for all', message: 'm', startDate: new Date(start).toISOString(), emailFamilies: true });
    const count = async () => (await t.ctx.db.selectFrom('outbox').select('id').where('kind', '=', 'announcement').execute()).length;
    expect(await count()).toBe(0);
    await runAnnouncementSchedule(t.ctx, new Date(start + MINUTE));
    // Every confirmed parent: the member, the free family (the admin is staff).
    expect(await count()).toBe(2);
    await runAnnouncementSchedule(t.ctx, new Date(start + 2 * MINUTE));
    expect(await count()).toBe(2);
  });

  it('tells open pages once when a start or end time passes, even with two instances on the same database', async () => {
    await clear();
    const config = testConfig(t.ctx.config.database);
    const database = createDatabase(config.database);
    const second = await buildApp(config, { database });
    await second.ready();
    const spies = [vi.spyOn(t.ctx.events, 'publish'), vi.spyOn((second as unknown as { ctx: AppContext }).ctx.events, 'publish')];
    try {
      const base = Math.floor(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
      await t.ctx.db.deleteFrom('announcement_schedule').execute();
      await runAnnouncementSchedule(t.ctx, new Date(base));
      await create({ title: 'Starts soon', message: 'm', startDate: new Date(base + 30_000).toISOString() });
      for (const spy of spies) spy.mockClear();
      const contexts = [t.ctx, (second as unknown as { ctx: AppContext }).ctx];
      // Both instances, at the same minute: one broadcast. better-sqlite3 waits for a lock
      // synchronously, so two SQLite instances in one process take turns (separate processes would
      // wait on each other); on PostgreSQL they run at the same time.
      const both = async (at: Date) =>
        dialect === 'postgres'
          ? Promise.all(contexts.map((ctx) => runAnnouncementSchedule(ctx, at)))
          : [await runAnnouncementSchedule(contexts[0]!, at), await runAnnouncementSchedule(contexts[1]!, at)];
      const results = await both(new Date(base + MINUTE + 5));
      expect(results.filter((r) => r.hasBroadcast)).toHaveLength(1);
      const published = spies.flatMap((spy) => spy.mock.calls).filter(([, events]) => events.some((e) => e.type === 'announcements'));
      expect(published).toHaveLength(1);
      expect(published[0]![0]).toBe('everyone');
      // The next minute passes nothing: no broadcast.
      const later = await both(new Date(base + 2 * MINUTE + 5));
      expect(later.filter((r) => r.hasBroadcast)).toHaveLength(0);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await second.close();
      await database.close();
    }
  });

  it('reaches a parent’s open event stream within 2 s of a create', async () => {
    await clear();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/api/v1/events`, { headers: { cookie: free.cookie, accept: 'text/event-stream' }, signal: controller.signal });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read(); // the stream's opening comment: subscribed
      const started = Date.now();
      await create({ title: 'Live to the stream', message: 'm' });
      let text = '';
      while (!text.includes('event: announcements')) {
        const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 2 s')), 2000))]);
        if (chunk.done) break;
        text += new TextDecoder().decode(chunk.value);
      }
      expect(text).toContain('event: announcements');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      controller.abort();
    }
  });

  it('tells every open page after a create, an edit and a delete', async () => {
    await clear();
    const spy = vi.spyOn(t.ctx.events, 'publish');
    try {
      const created = await create({ title: 'Live', message: 'm' });
      await send(admin, 'PUT', `${URL}/${created.id}`, { title: 'Live 2', message: 'm' });
      await send(admin, 'DELETE', `${URL}/${created.id}`);
      const calls = spy.mock.calls.filter(([, events]) => events.some((e) => e.type === 'announcements'));
      expect(calls.map(([audience]) => audience)).toEqual(['everyone', 'everyone', 'everyone']);
    } finally {
      spy.mockRestore();
    }
  });
});
