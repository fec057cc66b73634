import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES, TRAINING_UPDATES_ID } from '#shared/messaging';
import type { TConversationList } from '#shared/validation/messaging';
import { buildApp } from '#server/app';
import { createDatabase, type Db, isPostgres } from '#server/db/database';
import { migratorFor } from '#server/db/migrate';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, freshDatabase, type TestApp, testConfig, testDialects } from '#server/testing/harness';

type Method = 'GET' | 'POST' | 'PUT';

/** Opens the SSE stream over real HTTP and collects event names as they arrive. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: string[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        for (const line of decoder.decode(chunk).split('\n')) if (line.startsWith('event: ')) events.push(line.slice(7));
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    events,
    async waitFor(name: string, timeoutMs = 3000) {
      const started = Date.now();
      while (!events.includes(name)) {
        if (Date.now() - started > timeoutMs) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}

const setRole = (db: Db, userId: string, role: string) => db.updateTable('users').set({ role }).where('id', '=', userId).execute();

describe.each(testDialects())('conversations on %s', (dialect) => {
  let t: TestApp;
  let parent: TestFamily;
  let other: TestFamily;
  let coach: TestFamily;
  let admin: TestFamily;

  const call = (who: TestFamily | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as(who) : { origin: ORIGIN }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async (who: TestFamily): Promise<TConversationList> => (await call(who, 'GET', '/api/v1/conversations')).json();
  const threadId = async (who: TestFamily, type: 'support' | 'coach') => (await list(who)).conversations.find((c) => c.type === type)!.id;
  const count = async (table: 'messages' | 'conversations' | 'notifications' | 'audit_log') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await createFamily(t, 'msg-parent');
    other = await createFamily(t, 'msg-other');
    coach = await createFamily(t, 'msg-coach');
    admin = await createFamily(t, 'msg-admin');
    await setRole(t.ctx.db, coach.userId, 'coach');
    await setRole(t.ctx.db, admin.userId, 'admin');
    await addTestAthlete(t, parent, 'Leo Martinez', '2015-04-12');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists Academy Support, Coach and Training Updates, made once per family', async () => {
    const first = await list(parent);
    expect(first.conversations.map((c) => [c.type, c.title])).toEqual([
      ['support', 'Academy Support'],
      ['coach', 'Coach'],
      ['announcement', 'Training Updates'],
    ]);
    expect(first.conversations[2]!.id).toBe(TRAINING_UPDATES_ID);
    expect(first.conversations[0]).toMatchObject({ lastMessage: null, lastMessageTime: null, unreadCount: 0 });
    expect(first.totalUnread).toBe(0);
    const again = await list(parent);
    expect(again.conversations.map((c) => c.id)).toEqual(first.conversations.map((c) => c.id));
    expect(await t.ctx.db.selectFrom('conversations').select('id').where('family_id', '=', parent.userId).execute()).toHaveLength(2);
    expect((await call(null, 'GET', '/api/v1/conversations')).statusCode).toBe(401);
  });

  it('posts a trimmed message into the family’s own thread; HTML is kept as text; pages newest first', async () => {
    const id = await threadId(parent, 'support');
    const res = await call(parent, 'POST', `/api/v1/conversations/${id}/messages`, { body: '  <b>Hello</b> <script>alert(1)</script>  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({ authorRole: 'family', body: '<b>Hello</b> <script>alert(1)</script>', subject: null, isUrgent: false });
    for (let i = 1; i <= 4; i += 1) expect((await call(parent, 'POST', `/api/v1/conversations/${id}/messages`, { body: `Message ${i}` })).statusCode).toBe(201);
    const page1 = (await call(parent, 'GET', `/api/v1/conversations/${id}/messages?limit=3`)).json();
    expect(page1.messages.map((m: { body: string }) => m.body)).toEqual(['Message 4', 'Message 3', 'Message 2']);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await call(parent, 'GET', `/api/v1/conversations/${id}/messages?limit=3&cursor=${page1.nextCursor}`)).json();
    expect(page2.messages.map((m: { body: string }) => m.body)).toEqual(['Message 1', '<b>Hello</b> <script>alert(1)</script>']);
    expect(page2.nextCursor).toBeNull();
    const summary = (await list(parent)).conversations[0]!;
    expect(summary).toMatchObject({ lastMessage: 'Message 4', unreadCount: 0 });
  });

  it('refuses blank, whitespace-only and oversized messages with a clear message and stores nothing', async () => {
    const id = await threadId(parent, 'support');
    const before = await count('messages');
    const cases: [unknown, string][] = [
      [{ body: '' }, MESSAGING_MESSAGES.bodyRequired],
      [{ body: '   \n\t  ' }, MESSAGING_MESSAGES.bodyRequired],
      [{ body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, MESSAGING_MESSAGES.bodyTooLong],
      [{}, MESSAGING_MESSAGES.bodyRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await call(parent, 'POST', `/api/v1/conversations/${id}/messages`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields?.body ?? res.json().error.message).toBe(message);
    }
    const staffThread = await threadId(parent, 'coach');
    expect((await call(coach, 'POST', `/api/v1/staff/conversations/${staffThread}/messages`, { body: '  ' })).statusCode).toBe(400);
    expect(await count('messages')).toBe(before);
    // Exactly the limit (after trimming) is accepted.
    expect((await call(parent, 'POST', `/api/v1/conversations/${id}/messages`, { body: ` ${'y'.repeat(MESSAGE_MAX_LENGTH)} ` })).statusCode).toBe(201);
  });

  it('answers 404 for another family’s thread on every route, exactly like a missing one, and writes nothing', async () => {
    const theirs = await threadId(parent, 'support');
    await list(other);
    const before = await count('messages');
    for (const id of [theirs, 'no-such-thread']) {
      const responses = [
        await call(other, 'GET', `/api/v1/conversations/${id}/messages`),
        await call(other, 'POST', `/api/v1/conversations/${id}/messages`, { body: 'Let me in' }),
        await call(other, 'POST', `/api/v1/conversations/${id}/read`),
      ];
      for (const res of responses) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(MESSAGING_MESSAGES.notFound);
      }
    }
    const message = (await call(parent, 'GET', `/api/v1/conversations/${theirs}/messages?limit=1`)).json().messages[0].id;
    expect((await call(other, 'POST', `/api/v1/messages/${message}/read`)).statusCode).toBe(404);
    expect(await count('messages')).toBe(before);
  });

  it('keeps unread counts and read markers: a staff reply is unread until the family reads the thread', async () => {
    const support = await threadId(parent, 'support');
    const reply = await call(coach, 'POST', `/api/v1/staff/conversations/${support}/messages`, { body: 'We have your question.', isUrgent: true });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json().message.id;
    await call(coach, 'POST', `/api/v1/staff/conversations/${support}/messages`, { body: 'See you Thursday.' });
    let summary = await list(parent);
    expect(summary.conversations[0]).toMatchObject({ lastMessage: 'See you Thursday.', unreadCount: 2 });
    expect(summary.totalUnread).toBe(2);
    const note = await t.ctx.db.selectFrom('notifications').selectAll().where('source_id', '=', replyId).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ family_id: parent.userId, kind: 'message', is_urgent: 1, read_at: null, url: '/messages' });

    const read = await call(parent, 'POST', `/api/v1/conversations/${support}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 0, totalUnread: 0 });
    summary = await list(parent);
    expect(summary.conversations[0]!.unreadCount).toBe(0);
    const notes = await t.ctx.db.selectFrom('notifications').select('read_at').where('family_id', '=', parent.userId).where('kind', '=', 'message').execute();
    expect(notes.every((n) => n.read_at !== null)).toBe(true);
    const page = (await call(parent, 'GET', `/api/v1/conversations/${support}/messages?limit=1`)).json();
    expect(page.lastReadId).toBe(page.messages[0].id);
    // The family's own messages never count as unread.
    await call(parent, 'POST', `/api/v1/conversations/${support}/messages`, { body: 'Thanks!' });
    expect((await list(parent)).totalUnread).toBe(0);
  });

  it('answers 403 to a parent and 401 signed out on every staff route, and changes nothing', async () => {
    const support = await threadId(parent, 'support');
    const message = (await call(parent, 'GET', `/api/v1/conversations/${support}/messages?limit=1`)).json().messages[0].id;
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/staff/inbox'],
      ['GET', `/api/v1/staff/conversations/${support}/messages`],
      ['POST', `/api/v1/staff/conversations/${support}/messages`, { body: 'Hi' }],
      ['GET', '/api/v1/staff/families'],
      ['POST', `/api/v1/staff/families/${other.userId}/messages`, { body: 'Hi' }],
      ['POST', '/api/v1/staff/messages/mass', { body: 'Hi' }],
      ['POST', `/api/v1/staff/messages/${message}/hide`],
    ];
    const before = await count('messages');
    for (const [method, url, payload] of routes) {
      expect((await call(parent, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Hiding is for admins: a coach gets 403 too.
    expect((await call(coach, 'POST', `/api/v1/staff/messages/${message}/hide`)).statusCode).toBe(403);
    expect(await count('messages')).toBe(before);
    expect((await t.ctx.db.selectFrom('messages').select('hidden_at').where('id', '=', message).executeTakeFirstOrThrow()).hidden_at).toBeNull();
  });

  it('orders the inbox: unanswered first, oldest waiting first, then most recent; with the family beside each thread', async () => {
    const a = await createFamily(t, 'msg-inbox-a');
    const b = await createFamily(t, 'msg-inbox-b');
    const answered = await createFamily(t, 'msg-inbox-c');
    await addTestAthlete(t, a, 'Mia Brooks', '2016-01-02');
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    // Write with controlled times through the service's tables: a waits since 0:01, b since 0:02.
    const aThread = await threadId(a, 'coach');
    const bThread = await threadId(b, 'support');
    const cThread = await threadId(answered, 'support');
    await call(b, 'POST', `/api/v1/conversations/${bThread}/messages`, { body: 'B asks' });
    await call(a, 'POST', `/api/v1/conversations/${aThread}/messages`, { body: 'A asks' });
    await call(answered, 'POST', `/api/v1/conversations/${cThread}/messages`, { body: 'C asks' });
    await call(admin, 'POST', `/api/v1/staff/conversations/${cThread}/messages`, { body: 'Answered' });
    await t.ctx.db.updateTable('conversations').set({ staff_waiting_since: at(1).toISOString() }).where('id', '=', aThread).execute();
    await t.ctx.db.updateTable('conversations').set({ staff_waiting_since: at(2).toISOString() }).where('id', '=', bThread).execute();
    await t.ctx.db.updateTable('conversations').set({ staff_waiting_since: at(3).toISOString() }).where('family_id', 'in', [parent.userId]).where('kind', '=', 'support').execute();

    const all: { id: string; waitingSince: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(coach, 'GET', `/api/v1/staff/inbox?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      all.push(...res.json().threads);
      cursor = res.json().nextCursor;
    } while (cursor);
    const ids = all.map((x) => x.id);
    expect(ids.slice(0, 2)).toEqual([aThread, bThread]);
    const firstAnswered = all.findIndex((x) => x.waitingSince === null);
    expect(all.slice(0, firstAnswered).every((x) => x.waitingSince !== null)).toBe(true);
    expect(all.slice(firstAnswered).every((x) => x.waitingSince === null)).toBe(true);
    expect(ids[firstAnswered]).toBe(cThread);
    expect(new Set(ids).size).toBe(ids.length);
    const first = (await call(coach, 'GET', '/api/v1/staff/inbox?limit=1')).json().threads[0];
    expect(first).toMatchObject({ kind: 'coach', title: 'Coach', lastMessage: 'A asks', family: { userId: a.userId, athletes: [{ firstName: 'Mia', birthYear: 2016 }], plan: null } });
    expect(JSON.stringify(first)).not.toContain('@example.com');
    // Replying answers the thread: it leaves the waiting part.
    await call(coach, 'POST', `/api/v1/staff/conversations/${aThread}/messages`, { body: 'Answer' });
    expect((await call(coach, 'GET', '/api/v1/staff/inbox?limit=1')).json().threads[0].id).toBe(bThread);
    expect((await call(coach, 'GET', '/api/v1/staff/inbox?cursor=nonsense')).statusCode).toBe(400);
  });

  it('lets a coach open and reply in family threads only; every admin reads every thread', async () => {
    const adminOwn = await threadId(admin, 'support');
    await call(admin, 'POST', `/api/v1/conversations/${adminOwn}/messages`, { body: 'A note from my own account' });
    expect((await call(coach, 'GET', `/api/v1/staff/conversations/${adminOwn}/messages`)).statusCode).toBe(404);
    expect((await call(coach, 'POST', `/api/v1/staff/conversations/${adminOwn}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    const coachInbox = (await call(coach, 'GET', '/api/v1/staff/inbox?limit=100')).json().threads.map((x: { id: string }) => x.id);
    expect(coachInbox).not.toContain(adminOwn);
    const admin2 = await createFamily(t, 'msg-admin2');
    await setRole(t.ctx.db, admin2.userId, 'admin');
    expect((await call(admin2, 'GET', `/api/v1/staff/conversations/${adminOwn}/messages`)).statusCode).toBe(200);
    const support = await threadId(parent, 'support');
    const opened = (await call(coach, 'GET', `/api/v1/staff/conversations/${support}/messages`)).json();
    expect(opened.family).toMatchObject({ userId: parent.userId, athletes: [{ firstName: 'Leo', birthYear: 2015 }] });
    expect(opened.messages.length).toBeGreaterThan(3);
    expect((await call(coach, 'GET', '/api/v1/staff/conversations/no-such/messages')).statusCode).toBe(404);
  });

  it('lets an admin hide a message: gone for the family, marked for staff, never deleted, audited', async () => {
    const support = await threadId(parent, 'support');
    const posted = (await call(parent, 'POST', `/api/v1/conversations/${support}/messages`, { body: 'Something to hide' })).json().message;
    const before = await count('messages');
    const res = await call(admin, 'POST', `/api/v1/staff/messages/${posted.id}/hide`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('messages')).toBe(before);
    const familyView = (await call(parent, 'GET', `/api/v1/conversations/${support}/messages`)).json().messages.map((m: { id: string }) => m.id);
    expect(familyView).not.toContain(posted.id);
    expect((await list(parent)).conversations[0]!.lastMessage).not.toBe('Something to hide');
    const staffView = (await call(admin, 'GET', `/api/v1/staff/conversations/${support}/messages`)).json().messages.find((m: { id: string }) => m.id === posted.id);
    expect(staffView).toMatchObject({ body: 'Something to hide', hiddenAt: expect.any(String), hiddenBy: admin.userId });
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'message.hidden').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.userId, target_type: 'message', target_id: posted.id });
    expect((await call(admin, 'POST', '/api/v1/staff/messages/no-such/hide')).statusCode).toBe(404);
  });

  it('finds families for staff without e-mail addresses; messages one family and every family of a search', async () => {
    await call(parent, 'PUT', '/api/v1/profile/parent', { fullName: 'Ana Martinez', phone: '(858) 555-0199', address: '1 Main St', birthDate: '1985-05-05' });
    const byPhone = (await call(coach, 'GET', '/api/v1/staff/families?q=858%20555%200199')).json();
    expect(byPhone.total).toBe(1);
    expect(byPhone.families[0]).toMatchObject({ userId: parent.userId, displayName: 'Ana Martinez', athletes: [{ firstName: 'Leo', birthYear: 2015 }] });
    expect(JSON.stringify(byPhone)).not.toContain('@');
    expect((await call(coach, 'GET', '/api/v1/staff/families?q=leo')).json().families.map((f: { userId: string }) => f.userId)).toEqual([parent.userId]);
    // Staff accounts are not among the families.
    expect((await call(coach, 'GET', '/api/v1/staff/families?q=msg-admin')).json().total).toBe(0);

    const single = await call(coach, 'POST', `/api/v1/staff/families/${other.userId}/messages`, { body: 'Welcome to the academy!' });
    expect(single.statusCode, single.body).toBe(201);
    expect((await list(other)).conversations[0]).toMatchObject({ type: 'support', lastMessage: 'Welcome to the academy!', unreadCount: 1 });
    expect((await call(coach, 'POST', `/api/v1/staff/families/${admin.userId}/messages`, { body: 'Hi' })).statusCode).toBe(404);

    const before = { messages: await count('messages'), notifications: await count('notifications') };
    await t.ctx.db.updateTable('users').set({ name: 'Quintero Family' }).where('email', 'like', 'msg-inbox%').execute();
    const matching = (await call(coach, 'GET', '/api/v1/staff/families?q=quintero')).json().total;
    expect(matching).toBe(3);
    const mass = await call(coach, 'POST', '/api/v1/staff/messages/mass', { q: 'quintero', body: 'Field closed today' });
    expect(mass.statusCode, mass.body).toBe(200);
    expect(mass.json()).toEqual({ sent: 3 });
    expect(await count('messages')).toBe(before.messages + 3);
    expect(await count('notifications')).toBe(before.notifications + 3);
    expect((await call(coach, 'POST', '/api/v1/staff/messages/mass', { q: 'nobody-matches-this', body: 'Hi' })).json().error.message).toBe(MESSAGING_MESSAGES.noRecipients);
    expect((await call(coach, 'POST', '/api/v1/staff/messages/mass', { q: 'quintero', body: 'Again' })).statusCode).toBe(200);
    const limited = await call(coach, 'POST', '/api/v1/staff/messages/mass', { q: 'quintero', body: 'Once more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MESSAGING_MESSAGES.massLimit);
  });

  it('shows the family’s announcements as Training Updates, read-only, with read state', async () => {
    const created = await call(admin, 'POST', '/api/v1/admin/announcements', { title: 'Rain plan', message: 'Indoor session at 5 pm.' });
    expect(created.statusCode, created.body).toBe(200);
    const fresh = await createFamily(t, 'msg-updates');
    const entry = (await list(fresh)).conversations.find((c) => c.type === 'announcement')!;
    expect(entry).toMatchObject({ lastMessage: 'Rain plan', unreadCount: 1 });
    const updates = (await call(fresh, 'GET', '/api/v1/conversations/training-updates')).json();
    expect(updates.updates[0]).toMatchObject({ title: 'Rain plan', message: 'Indoor session at 5 pm.', isUnread: true });
    expect((await call(fresh, 'POST', '/api/v1/conversations/training-updates/read')).json().totalUnread).toBe(0);
    expect((await list(fresh)).conversations.find((c) => c.type === 'announcement')!.unreadCount).toBe(0);
    expect((await call(fresh, 'POST', `/api/v1/conversations/${TRAINING_UPDATES_ID}/messages`, { body: 'Hi' })).statusCode).toBe(404);
  });

  it('exports the family’s threads; deleting the account removes them', async () => {
    const family = await createFamily(t, 'msg-export');
    const id = await threadId(family, 'coach');
    await call(family, 'POST', `/api/v1/conversations/${id}/messages`, { body: 'Export me' });
    const exported = await call(family, 'GET', '/api/v1/account/export');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    expect(JSON.stringify(exported.json())).toContain('Export me');
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.ctx.db.selectFrom('messages').select('id').where('family_id', '=', family.userId).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('conversations').select('id').where('family_id', '=', family.userId).execute()).toEqual([]);
  });

  it('tells the family’s open stream and a staff member’s at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const familyStream = await openStream(base, parent.cookie);
    const staffStream = await openStream(base, coach.cookie);
    expect([familyStream.status, staffStream.status]).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const told = (stream: { events: string[] }) => stream.events.filter((name) => name === 'messages').length;
    expect([told(familyStream), told(staffStream)]).toEqual([0, 0]);
    const support = await threadId(parent, 'support');
    await call(parent, 'POST', `/api/v1/conversations/${support}/messages`, { body: 'Are you there?' });
    await expect.poll(() => told(staffStream), { timeout: 3000 }).toBeGreaterThan(0);
    const familyBefore = told(familyStream);
    await call(coach, 'POST', `/api/v1/staff/conversations/${support}/messages`, { body: 'Yes!' });
    // The family hears of the reply itself, not only of its own message.
    await expect.poll(() => told(familyStream), { timeout: 3000 }).toBeGreaterThan(familyBefore);
    familyStream.close();
    staffStream.close();
  });
});

describe.skipIf(!testDialects().includes('postgres'))('a message across two app instances on PostgreSQL', () => {
  it('reaches the family’s stream on the second instance when staff reply through the first', async () => {
    const first = await createTestApp('postgres');
    const config = testConfig(first.ctx.config.database);
    const database = createDatabase(config.database);
    const second = await buildApp(config, { database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const family = await createFamily(first, 'msg-two-instances');
      const staff = await createFamily(first, 'msg-two-instances-staff');
      await setRole(first.ctx.db, staff.userId, 'coach');
      const stream = await openStream(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}`, family.cookie);
      expect(stream.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const support = ((await first.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: as(family) })).json() as TConversationList).conversations[0]!.id;
      const res = await first.app.inject({ method: 'POST', url: `/api/v1/staff/conversations/${support}/messages`, headers: as(staff), payload: { body: 'From the first instance' } });
      expect(res.statusCode, res.body).toBe(201);
      await stream.waitFor('messages');
      const page = (await second.inject({ method: 'GET', url: `/api/v1/conversations/${support}/messages`, headers: as(family) })).json();
      expect(page.messages[0].body).toBe('From the first instance');
      stream.close();
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});

describe.each(testDialects())('migration 0021 on %s', (dialect) => {
  it('moves every staff message into its family’s support thread with its id, time and read state', async () => {
    const fresh = await freshDatabase(dialect);
    const database = createDatabase(fresh.config);
    const db = database.db;
    try {
      const migrator = migratorFor(db);
      const before = await migrator.migrateTo('0020-payment-hour-totals');
      expect(before.error).toBeUndefined();
      const now = '2026-03-01T10:00:00.000Z';
      const user = (id: string) => ({ id, name: id, email: `${id}@example.com`, email_verified: dialect === 'postgres' ? true : 1, role: 'parent', created_at: now, updated_at: now });
      await db.insertInto('users').values([user('fam-a'), user('fam-b')]).execute();
      const legacy = db as unknown as Db & { insertInto(t: 'staff_messages'): { values(v: unknown): { execute(): Promise<unknown> } } };
      await legacy
        .insertInto('staff_messages')
        .values([
          { id: '0190a000-0000-7000-8000-000000000001', sender_id: null, sender_name: 'Coach Ana', family_id: 'fam-a', subject: 'One', body: 'First', created_at: '2026-01-01T10:00:00.000Z', read_at: '2026-01-02T10:00:00.000Z' },
          { id: '0190a000-0000-7000-8000-000000000002', sender_id: null, sender_name: 'Coach Ana', family_id: 'fam-a', subject: 'Two', body: 'Second', created_at: '2026-01-03T10:00:00.000Z', read_at: null },
          { id: '0190a000-0000-7000-8000-000000000003', sender_id: null, sender_name: 'Coach Ana', family_id: 'fam-b', subject: 'Three', body: 'Third', created_at: '2026-01-04T10:00:00.000Z', read_at: '2026-01-05T10:00:00.000Z' },
        ])
        .execute();
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const messages = await db.selectFrom('messages').selectAll().orderBy('id').execute();
      expect(messages.map((m) => [m.id.slice(-1), m.family_id, m.author_role, m.author_name, m.subject, m.body, m.created_at])).toEqual([
        ['1', 'fam-a', 'staff', 'Coach Ana', 'One', 'First', '2026-01-01T10:00:00.000Z'],
        ['2', 'fam-a', 'staff', 'Coach Ana', 'Two', 'Second', '2026-01-03T10:00:00.000Z'],
        ['3', 'fam-b', 'staff', 'Coach Ana', 'Three', 'Third', '2026-01-04T10:00:00.000Z'],
      ]);
      const threads = await db.selectFrom('conversations').selectAll().orderBy('family_id').execute();
      expect(threads.map((c) => [c.family_id, c.kind, c.first_message_at, c.last_message_id?.slice(-1), c.family_last_read_id?.slice(-1) ?? null])).toEqual([
        ['fam-a', 'support', '2026-01-01T10:00:00.000Z', '2', '1'],
        ['fam-b', 'support', '2026-01-04T10:00:00.000Z', '3', '3'],
      ]);
      expect(messages.every((m) => m.conversation_id === threads.find((c) => c.family_id === m.family_id)!.id)).toBe(true);
      const tables = isPostgres(db)
        ? (await sql<{ n: string }>`select table_name as n from information_schema.tables where table_schema = current_schema()`.execute(db)).rows.map((r) => r.n)
        : (await sql<{ n: string }>`select name as n from sqlite_master where type = 'table'`.execute(db)).rows.map((r) => r.n);
      expect(tables).not.toContain('staff_messages');
    } finally {
      await database.close();
      await fresh.cleanup();
    }
  });
});
