import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, type RequestOptions, type Server } from 'node:https';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '#server/db/database';
import { runNotificationEmails, runPushNotifications } from '#server/notifications/jobs';
import { createWebPushSender, vapidOf } from '#server/notifications/push';
import { markNotificationsRead, queueNotifications } from '#server/notifications/queue';
import { as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { grantRole } from '../admin/service';
import { runAnnouncementSchedule } from '../announcements/service';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

/** Academy time in June is UTC-7: 10:00 in San Diego is 17:00Z. */
const at = (iso: string) => new Date(iso);
const MORNING = '2026-06-10T17:00:00.000Z'; // 10:00
const EVENING = '2026-06-11T04:00:00.000Z'; // 21:00 on the 10th

const pushKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });
/**
 * Plays the network for the sender: whatever host it asks for is answered by the local test server
 * (its certificate names the push services' hosts and localhost), so a request the sender should
 * never make would still arrive and be seen.
 */
class LocalNetwork extends Agent {
  constructor(private readonly port: number, ca: Buffer) {
    super({ ca });
  }
  override createConnection(options: RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    return super.createConnection({ ...options, host: '127.0.0.1', port: this.port, servername: options.servername ?? options.hostname ?? undefined }, callback);
  }
}

const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`) => ({ endpoint, expirationTime: null, keys: pushKeys() });

describe.each(testDialects())('notifications on %s', (dialect) => {
  let t: TestApp;
  let second: DatabaseHandle;
  let a: TestFamily;
  let b: TestFamily;
  let c: TestFamily;
  let n = 0;

  const send = (who: TestFamily | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as(who) : { origin: ORIGIN }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const message = async (family: TestFamily, when: string, isUrgent = false) => {
    n += 1;
    const sourceId = `message-${n}`;
    await queueNotifications(t.ctx.db, [{ familyId: family.userId, kind: 'message', sourceId, title: 'New message from Coach Maria', body: `Training moved to field ${n}`, url: '/messages', isUrgent }], at(when));
    return sourceId;
  };
  const mails = (family: TestFamily) => t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', family.email).where('kind', '=', 'message-notification').execute();
  const clearMail = () => t.ctx.db.deleteFrom('outbox').where('kind', '=', 'message-notification').execute();
  const emailsAt = (when: string) => runNotificationEmails(t.ctx, at(when));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = createDatabase(t.ctx.config.database);
    a = await createFamily(t, 'notify-a');
    b = await createFamily(t, 'notify-b');
    c = await createFamily(t, 'notify-c');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  describe('e-mail', () => {
    it('e-mails a message still unread 10 minutes after it arrived, once, with two instances running the job', async () => {
      await clearMail();
      await message(a, MORNING);
      expect(await emailsAt('2026-06-10T17:09:59.000Z')).toBe(0);
      const instances = [t.ctx, { ...t.ctx, db: second.db }];
      // On PostgreSQL both run at once; better-sqlite3 waits for a lock synchronously, so two SQLite
      // instances in one process take turns (separate processes would wait on each other).
      const due = at('2026-06-10T17:10:00.000Z');
      const counts =
        dialect === 'postgres'
          ? await Promise.all(instances.map((ctx) => runNotificationEmails(ctx, due)))
          : [await runNotificationEmails(instances[0]!, due), await runNotificationEmails(instances[1]!, due)];
      expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
      expect(await emailsAt('2026-06-10T17:11:00.000Z')).toBe(0);
      const [mail] = await mails(a);
      expect(await mails(a)).toHaveLength(1);
      expect(mail!.subject).toBe('Bravo Academy: New message from Coach Maria');
      expect(mail!.text_body).toContain('Training moved to field');
      expect(mail!.text_body).toContain(`${t.ctx.config.appUrl}/messages`);
      // A plain link: no token, no session, nothing that signs anyone in.
      expect(mail!.text_body).not.toMatch(/token|session|[?&](code|key)=/i);
    });

    it('sends nothing for a message read in time', async () => {
      await clearMail();
      const id = await message(a, MORNING);
      await markNotificationsRead(t.ctx.db, a.userId, 'message', [id], at('2026-06-10T17:09:00.000Z'));
      expect(await emailsAt('2026-06-10T17:20:00.000Z')).toBe(0);
      expect(await mails(a)).toHaveLength(0);
    });

    it('holds a message in quiet hours until 08:00, and lets an urgent one through', async () => {
      await clearMail();
      await message(a, EVENING);
      await message(b, EVENING, true);
      expect(await emailsAt('2026-06-11T04:15:00.000Z')).toBe(1); // 21:15
      expect(await mails(a)).toHaveLength(0);
      expect(await mails(b)).toHaveLength(1);
      expect(await emailsAt('2026-06-11T14:59:00.000Z')).toBe(0); // 07:59
      expect(await emailsAt('2026-06-11T15:00:00.000Z')).toBe(1); // 08:00
      expect(await mails(a)).toHaveLength(1);
    });

    it('sends no e-mail to a family that turned e-mail off, and settles the row', async () => {
      await clearMail();
      expect((await send(c, 'PUT', '/api/v1/notifications/preferences', { email: false, push: false })).statusCode).toBe(200);
      const id = await message(c, MORNING);
      expect(await emailsAt('2026-06-10T17:30:00.000Z')).toBe(0);
      expect(await mails(c)).toHaveLength(0);
      const row = await t.ctx.db.selectFrom('notifications').select('emailed_at').where('source_id', '=', id).executeTakeFirstOrThrow();
      expect(row.emailed_at).not.toBeNull();
      await send(c, 'PUT', '/api/v1/notifications/preferences', { email: true, push: false });
    });

    it('groups several unread messages into one e-mail', async () => {
      await clearMail();
      await message(b, MORNING);
      await message(b, MORNING);
      expect(await emailsAt('2026-06-10T18:00:00.000Z')).toBe(1);
      expect((await mails(b))[0]!.subject).toBe('Bravo Academy: 2 new messages');
    });
  });

  it('e-mails a staff message sent through the conversations once it has waited unread, and not one the family read', async () => {
    await clearMail();
    const coach = await createFamily(t, 'notify-coach');
    await grantRole(t.ctx.db, coach.email, 'coach');
    const family = await createFamily(t, 'notify-thread');
    const write = async (body: string) => {
      const res = await send(coach, 'POST', `/api/v1/staff/families/${family.userId}/messages`, { body });
      expect(res.statusCode, res.body).toBe(201);
      // The clock of this test: the message arrived at 10:00 academy time.
      await t.ctx.db.updateTable('notifications').set({ created_at: MORNING }).where('family_id', '=', family.userId).where('created_at', '>', MORNING).execute();
    };
    await write('Bring water to Saturday’s session.');
    expect(await emailsAt('2026-06-10T17:10:00.000Z')).toBe(1);
    expect((await mails(family))[0]!.text_body).toContain('Bring water');

    await write('Practice starts at 5 pm.');
    const list = (await send(family, 'GET', '/api/v1/conversations')).json() as { conversations: { id: string; type: string }[] };
    const support = list.conversations.find((c) => c.type === 'support')!;
    expect((await send(family, 'POST', `/api/v1/conversations/${support.id}/read`)).statusCode).toBe(200);
    expect(await emailsAt('2026-06-10T17:20:00.000Z')).toBe(0);
    expect(await mails(family)).toHaveLength(1);
  });

  describe('web push to a local HTTPS push service', () => {
    let dir: string;
    let server: Server;
    let agent: Agent;
    let base: string;
    const received: { path: string; headers: Record<string, string | string[] | undefined>; bytes: number }[] = [];
    /** The host each TLS connection asked for (its server name), whether or not a request followed. */
    const connectedTo: string[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'bravo-push-'));
      // A certificate made for this run: the sender trusts exactly it (an agent with it as the CA).
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,DNS:fcm.googleapis.com,DNS:*.push.apple.com',
      ], { stdio: 'ignore' });
      const cert = readFileSync(join(dir, 'cert.pem'));
      server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => {
          received.push({ path: req.url ?? '', headers: req.headers, bytes });
          res.statusCode = req.url?.includes('gone') ? 410 : 201;
          res.end();
        });
      });
      server.on('secureConnection', (socket: { servername?: string | false }) => connectedTo.push(socket.servername || '(an address)'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = 'https://fcm.googleapis.com';
      agent = new LocalNetwork((server.address() as AddressInfo).port, cert);
    });
    afterAll(async () => {
      agent?.destroy();
      await new Promise((resolve) => server?.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    const addSubscription = async (family: TestFamily, path: string) => {
      const id = `sub-${path}-${randomBytes(4).toString('hex')}`;
      await t.ctx.db.insertInto('push_subscriptions').values({ id, user_id: family.userId, endpoint: `${base}/${path}/${id}`, ...pushKeys() }).execute();
      return id;
    };
    const push = (when: string) => runPushNotifications(t.ctx, at(when), createWebPushSender(vapidOf(t.ctx.config), { agent }));

    it('pushes once to each opted-in browser, and deletes the subscription its service answers 410 for', async () => {
      // Earlier tests' notifications are settled first: only this test's count.
      await push('2026-06-12T17:00:00.000Z');
      received.length = 0;
      await send(a, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true });
      const ok = await addSubscription(a, 'ok');
      const gone = await addSubscription(a, 'gone');
      await addSubscription(b, 'ok'); // b has not opted in
      await queueNotifications(t.ctx.db, [
        { familyId: a.userId, kind: 'announcement', sourceId: 'ann-1', title: 'Field closed', body: 'Rain today', url: '/messages' },
        { familyId: b.userId, kind: 'announcement', sourceId: 'ann-1', title: 'Field closed', body: 'Rain today', url: '/messages' },
      ], at('2026-06-12T17:00:00.000Z'));

      const result = await push('2026-06-12T17:01:00.000Z');
      expect(result).toEqual({ pushed: 1, removed: 1, failed: 0 });
      expect(received.map((r) => r.path.split('/')[1]).sort()).toEqual(['gone', 'ok']);
      for (const request of received) {
        expect(request.headers.authorization).toMatch(/^vapid t=.+, k=/);
        expect(request.headers['content-encoding']).toBe('aes128gcm');
        expect(request.headers.ttl).toBe('86400');
        expect(request.bytes).toBeGreaterThan(0);
      }
      const left = await t.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', a.userId).execute();
      expect(left.map((s) => s.id)).toEqual([ok]);
      expect(left.map((s) => s.id)).not.toContain(gone);

      received.length = 0;
      expect(await push('2026-06-12T17:02:00.000Z')).toEqual({ pushed: 0, removed: 0, failed: 0 });
      expect(received).toHaveLength(0);
    });

    it('never posts to an endpoint another parser reads as another host, and keeps it whatever that host would answer', async () => {
      await push('2026-06-14T17:00:00.000Z');
      received.length = 0;
      connectedTo.length = 0;
      await send(a, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true });
      // Saved before the check was this strict: each names a push service's host to WHATWG URL and
      // localhost or 127.0.0.1 to the parser web-push hands the address to.
      const hostile = ["https://localhost'.push.apple.com/gone/a", 'https://127.0.0.1%2e.push.apple.com/gone/b'];
      const ids = [];
      for (const endpoint of hostile) {
        const id = `sub-hostile-${randomBytes(4).toString('hex')}`;
        await t.ctx.db.insertInto('push_subscriptions').values({ id, user_id: a.userId, endpoint, ...pushKeys() }).execute();
        ids.push(id);
      }
      await queueNotifications(t.ctx.db, [{ familyId: a.userId, kind: 'announcement', sourceId: 'ann-hostile', title: 'Field closed', body: 'Rain today', url: '/messages' }], at('2026-06-14T17:00:00.000Z'));
      const result = await push('2026-06-14T17:01:00.000Z');
      // Only the family's real subscription from the test above was connected to and posted to.
      expect(connectedTo).toEqual(['fcm.googleapis.com']);
      expect(received.map((r) => r.path.split('/')[1])).toEqual(['ok']);
      expect(result.removed).toBe(0);
      expect(result.failed).toBe(2);
      const kept = await t.ctx.db.selectFrom('push_subscriptions').select('id').where('id', 'in', ids).execute();
      expect(kept).toHaveLength(2);
      // The route refuses both outright.
      for (const endpoint of hostile) {
        const res = await send(a, 'POST', '/api/v1/notifications/subscriptions', { ...subscription(), endpoint });
        expect(res.statusCode, endpoint).toBe(400);
      }
      await t.ctx.db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
    });

    it('neither e-mails nor pushes a message an admin hid before its notification went out', async () => {
      await push('2026-06-15T17:00:00.000Z');
      received.length = 0;
      // Sign-up allows 10 a minute per address: these families are not what is tested.
      await t.ctx.db.deleteFrom('rate_limits').execute();
      const staff = await createFamily(t, 'notify-hide-admin');
      await grantRole(t.ctx.db, staff.email, 'admin');
      const family = await createFamily(t, 'notify-hidden');
      await t.ctx.db.deleteFrom('rate_limits').execute();
      await send(family, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true });
      await addSubscription(family, 'ok');
      const write = async (body: string) => {
        const res = await send(staff, 'POST', `/api/v1/staff/families/${family.userId}/messages`, { body });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as string;
      };
      const hidden = await write('Sent to the wrong family by mistake');
      const kept = await write('Bring water on Saturday');
      await t.ctx.db.updateTable('notifications').set({ created_at: '2026-06-15T17:00:00.000Z' }).where('family_id', '=', family.userId).execute();
      expect((await send(staff, 'POST', `/api/v1/staff/messages/${hidden}/hide`)).statusCode).toBe(200);

      expect(await runNotificationEmails(t.ctx, at('2026-06-15T17:30:00.000Z'))).toBe(1);
      const [mail] = await mails(family);
      expect(await mails(family)).toHaveLength(1);
      expect(mail!.text_body).toContain('Bring water');
      expect(mail!.text_body).not.toContain('wrong family');
      expect(await push('2026-06-15T17:31:00.000Z')).toMatchObject({ pushed: 1 });
      expect(received).toHaveLength(1);
      const left = await t.ctx.db.selectFrom('notifications').select('source_id').where('family_id', '=', family.userId).execute();
      expect(left.map((n) => n.source_id)).toEqual([kept]);
    });

    it('does not push a message hidden after the push job claimed it but before its turn to be sent', async () => {
      await push('2026-06-16T17:00:00.000Z');
      // Sign-up allows 10 a minute per address: these families are not what is tested.
      await t.ctx.db.deleteFrom('rate_limits').execute();
      const staff = await createFamily(t, 'notify-late-admin');
      await grantRole(t.ctx.db, staff.email, 'admin');
      const family = await createFamily(t, 'notify-late');
      await t.ctx.db.deleteFrom('rate_limits').execute();
      await send(family, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true });
      // More browsers than pushes in flight at once, so the second message's pushes wait their turn.
      for (let i = 0; i < 9; i += 1) await addSubscription(family, 'ok');
      const write = async (body: string) => (await send(staff, 'POST', `/api/v1/staff/families/${family.userId}/messages`, { body })).json().id as string;
      const ids = [await write('Field 3 today'), await write('A message that will be hidden')];
      await t.ctx.db.updateTable('notifications').set({ created_at: '2026-06-16T17:00:00.000Z' }).where('family_id', '=', family.userId).execute();

      let hiding: Promise<unknown> | undefined;
      let other = '';
      const tags: string[] = [];
      const sender = async (_target: unknown, payload: { tag: string }) => {
        tags.push(payload.tag);
        // The first message's pushes are on the wire while staff hide the other one.
        other ||= ids.find((id) => payload.tag !== `message-${id}`)!;
        hiding ??= send(staff, 'POST', `/api/v1/staff/messages/${other}/hide`);
        await hiding;
        return { statusCode: 201 };
      };
      const result = await runPushNotifications(t.ctx, at('2026-06-16T17:01:00.000Z'), sender);
      expect(tags.filter((tag) => tag === `message-${other}`)).toEqual([]);
      expect(tags).toHaveLength(9);
      expect(result).toMatchObject({ pushed: 9, failed: 0 });
    });

    it('holds a push in quiet hours until 08:00, and sends an urgent one at once', async () => {
      received.length = 0;
      await message(a, '2026-06-13T04:00:00.000Z'); // 21:00
      await message(a, '2026-06-13T04:00:00.000Z', true);
      expect((await push('2026-06-13T04:01:00.000Z')).pushed).toBe(1);
      expect(received[0]!.headers.urgency).toBe('high');
      expect((await push('2026-06-13T14:59:00.000Z')).pushed).toBe(0);
      expect((await push('2026-06-13T15:00:00.000Z')).pushed).toBe(1);
    });
  });

  describe('announcements', () => {
    const queuedFor = (sourceId: string) =>
      t.ctx.db.selectFrom('notifications').select(['family_id', 'url']).where('kind', '=', 'announcement').where('source_id', '=', sourceId).execute();

    it('queue one push notification per family when they become visible: at once, or when the minute job sees the start pass', async () => {
      const admin = await createFamily(t, 'notify-admin');
      await grantRole(t.ctx.db, admin.email, 'admin');
      const now = Date.now();
      const create = async (payload: Record<string, unknown>) => {
        const res = await send(admin, 'POST', '/api/v1/admin/announcements', { title: 'Field closed', message: 'Rain today', ...payload });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().announcement.id as string;
      };
      const visible = await create({});
      const rows = await queuedFor(visible);
      expect(rows.map((r) => r.family_id)).toEqual(expect.arrayContaining([a.userId, b.userId, c.userId]));
      expect(rows.map((r) => r.family_id)).not.toContain(admin.userId);
      expect(rows[0]!.url).toBe('/messages');
      // An edit queues nothing twice.
      await send(admin, 'PUT', `/api/v1/admin/announcements/${visible}`, { title: 'Field closed', message: 'Rain all day', isActive: true });
      expect(await queuedFor(visible)).toHaveLength(rows.length);

      const base = Math.floor(now / 60_000) * 60_000 + 10 * 60_000;
      await t.ctx.db.deleteFrom('announcement_schedule').execute();
      await runAnnouncementSchedule(t.ctx, new Date(base));
      const later = await create({ startDate: new Date(base + 30_000).toISOString() });
      expect(await queuedFor(later)).toHaveLength(0);
      await runAnnouncementSchedule(t.ctx, new Date(base + 60_000 + 5));
      expect((await queuedFor(later)).map((r) => r.family_id)).toEqual(expect.arrayContaining([a.userId, b.userId, c.userId]));
    });
  });

  describe('routes', () => {
    it('gives the public VAPID key and nothing secret', async () => {
      const res = await send(a, 'GET', '/api/v1/notifications/push-key');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ publicKey: vapidOf(t.ctx.config).publicKey });
      expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(res.body).not.toContain(vapidOf(t.ctx.config).privateKey);
    });

    it('starts with e-mail on, push and the session reminder off, and saves the choice', async () => {
      const fresh = await createFamily(t, 'notify-prefs');
      expect((await send(fresh, 'GET', '/api/v1/notifications/preferences')).json()).toEqual({ preferences: { email: true, push: false, sessionReminder: false, streakReminder: false } });
      expect((await send(fresh, 'PUT', '/api/v1/notifications/preferences', { email: false, push: true })).json()).toEqual({ preferences: { email: false, push: true, sessionReminder: false, streakReminder: false } });
      expect((await send(fresh, 'GET', '/api/v1/notifications/preferences')).json()).toEqual({ preferences: { email: false, push: true, sessionReminder: false, streakReminder: false } });
      // The reminder, asked for, stays when a later save leaves it out.
      expect((await send(fresh, 'PUT', '/api/v1/notifications/preferences', { email: false, push: true, sessionReminder: true })).json().preferences.sessionReminder).toBe(true);
      expect((await send(fresh, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true })).json()).toEqual({ preferences: { email: true, push: true, sessionReminder: true, streakReminder: false } });
      expect((await send(fresh, 'PUT', '/api/v1/notifications/preferences', { email: 'yes', push: true })).statusCode).toBe(400);
      expect((await send(fresh, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true, sessionReminder: 'yes' })).statusCode).toBe(400);
    });

    it('refuses a subscription that is not an https push service, or has bad keys', async () => {
      const bad = [
        { ...subscription(), endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
        { ...subscription(), endpoint: 'https://fcm.googleapis.com/fcm/send/a\u0000b' },
        { ...subscription(), endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(5000)}` },
        { ...subscription(), endpoint: 'https://127.0.0.1/push' },
        { ...subscription(), endpoint: 'https://evil.example/fcm.googleapis.com' },
        { ...subscription(), endpoint: 'not a url' },
        { ...subscription(), keys: { p256dh: 'short', auth: 'x' } },
        { ...subscription(), keys: { p256dh: `${'a'.repeat(86)}\u0000`, auth: 'a'.repeat(22) } },
        { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
      ];
      for (const payload of bad) {
        const res = await send(a, 'POST', '/api/v1/notifications/subscriptions', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
    });

    it('saves a subscription, keeps at most 10 per family, and deletes only the family’s own (another family’s id is 404)', async () => {
      const fresh = await createFamily(t, 'notify-subs');
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await send(fresh, 'POST', '/api/v1/notifications/subscriptions', subscription());
        expect(res.statusCode, res.body).toBe(200);
        ids.push(res.json().subscription.id);
      }
      const kept = await t.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', fresh.userId).execute();
      expect(kept).toHaveLength(10);
      const last = ids.at(-1)!;
      const foreign = await send(a, 'DELETE', `/api/v1/notifications/subscriptions/${last}`);
      const missing = await send(a, 'DELETE', '/api/v1/notifications/subscriptions/no-such-id');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect((await send(fresh, 'DELETE', `/api/v1/notifications/subscriptions/${last}`)).statusCode).toBe(200);
      expect((await send(fresh, 'DELETE', `/api/v1/notifications/subscriptions/${last}`)).statusCode).toBe(404);
    });

    it('exports the choice without the subscriptions’ secrets, and account deletion removes subscriptions and notifications', async () => {
      const fresh = await createFamily(t, 'notify-export');
      await send(fresh, 'PUT', '/api/v1/notifications/preferences', { email: true, push: true });
      const sub = subscription();
      expect((await send(fresh, 'POST', '/api/v1/notifications/subscriptions', sub)).statusCode).toBe(200);
      await message(fresh, MORNING);
      const exported = await send(fresh, 'GET', '/api/v1/account/export');
      expect(exported.statusCode).toBe(200);
      expect(exported.json().notifications.preferences).toEqual({ email: true, push: true, sessionReminder: false, streakReminder: false });
      expect(exported.json().notifications.pushSubscriptions).toHaveLength(1);
      expect(exported.body).not.toContain(sub.endpoint);
      expect(exported.body).not.toContain(sub.keys.p256dh);
      expect(exported.body).not.toContain(sub.keys.auth);

      const deleted = await send(fresh, 'DELETE', '/api/v1/account', { confirmation: 'DELETE' });
      expect(deleted.statusCode, deleted.body).toBe(204);
      for (const table of ['push_subscriptions', 'notification_preferences'] as const) {
        expect(await t.ctx.db.selectFrom(table).select('user_id').where('user_id', '=', fresh.userId).execute()).toEqual([]);
      }
      expect(await t.ctx.db.selectFrom('notifications').select('id').where('family_id', '=', fresh.userId).execute()).toEqual([]);
    });
  });
});

describe('the installable app’s files', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    // The public directory as the build copies it, beside a page.
    dir = mkdtempSync(join(tmpdir(), 'bravo-client-'));
    cpSync(join(process.cwd(), 'src/client/public'), dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bravo Academy</title>');
    t = await createTestApp('sqlite', { clientDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/sw.js', /^(application|text)\/javascript/],
    ['/offline.html', /^text\/html/],
    ['/icons/icon-192.png', /^image\/png/],
    ['/icons/icon-512.png', /^image\/png/],
    ['/icons/icon-maskable-512.png', /^image\/png/],
  ])('serves %s with its content type, revalidated, under the security headers', async (url, type) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('describes an installable app', async () => {
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: 'Bravo Academy', start_url: '/', display: 'standalone' });
    const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });
});
