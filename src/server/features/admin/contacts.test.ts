import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, MESSAGE_BODY_MAX } from '#shared/validation/contacts';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { rowsMentioning, snapshot } from '#server/testing/tables';
import { grantRole } from './service';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDialects())('the Families tab on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;
  let parent: TestFamily;

  const call = (who: TestFamily | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as(who) : { origin: ORIGIN }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const auditActions = async () => (await t.ctx.db.selectFrom('audit_log').select('action').execute()).map((r) => r.action);
  const counts = async () => ({
    messages: Number((await t.ctx.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    notifications: Number((await t.ctx.db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'message').executeTakeFirstOrThrow()).n),
    audit: Number((await t.ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  /** A trigger that makes the database refuse this family's notifications. */
  const refuseNotificationsFor = async (familyId: string) => {
    if (dialect === 'postgres') {
      await sql.raw(`create function refuse_notification() returns trigger language plpgsql as $$ begin if new.family_id = '${familyId}' then raise exception 'refused'; end if; return new; end $$`).execute(t.ctx.db);
      await sql.raw('create trigger refuse_notification before insert on notifications for each row execute function refuse_notification()').execute(t.ctx.db);
    } else {
      await sql.raw(`create trigger refuse_notification before insert on notifications when new.family_id = '${familyId}' begin select raise(abort, 'refused'); end`).execute(t.ctx.db);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'contacts-admin');
    coach = await createFamily(t, 'contacts-coach');
    parent = await createFamily(t, 'contacts-parent');
    await grantRole(t.ctx.db, admin.email, 'admin');
    await grantRole(t.ctx.db, coach.email, 'coach');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 signed out and 403 to a parent and a coach on every admin-only route, and changes nothing', async () => {
    const notAdminOnly = new Set(['GET /api/v1/admin/status', 'POST /api/v1/admin/initialize']);
    const seen = new Set<string>();
    const routes = t.app.routeTable.filter((r) => {
      const name = `${r.method} ${r.url}`;
      return r.url.startsWith('/api/v1/admin') && r.method !== 'HEAD' && !notAdminOnly.has(name) && !seen.has(name) && seen.add(name);
    });
    for (const expected of ['GET /api/v1/admin/contacts', 'PUT /api/v1/admin/contacts/:userId/role', 'DELETE /api/v1/admin/contacts/:userId', 'POST /api/v1/admin/messages', 'POST /api/v1/admin/messages/bulk', 'GET /api/v1/admin/payments', 'GET /api/v1/admin/payments.csv', 'POST /api/v1/admin/payments/:paymentId/refunds', 'POST /api/v1/admin/families/:familyId/credits']) {
      expect([...seen]).toContain(expected);
    }
    const before = await snapshot(t.ctx.db);
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, () => parent.userId);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : { userId: parent.userId, subject: 'Hi', body: 'Hello', role: 'admin' };
      for (const [who, status] of [[null, 401], [parent, 403], [coach, 403]] as const) {
        const res = await call(who, route.method as Method, url, payload);
        if (res.statusCode !== status) failures.push(`${route.method} ${route.url} as ${who ? who.email : 'nobody'} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('finds families by name, e-mail, phone and an athlete’s first name, a page at a time', async () => {
    const family = await createFamily(t, 'searchable');
    expect((await call(family, 'PUT', '/api/v1/profile/parent', { fullName: 'Rosa Quintero', phone: '(858) 555-0199', address: '1 Main St', birthDate: '1985-05-05' })).statusCode).toBe(200);
    await addTestAthlete(t, family, 'Valentina Quintero', '2015-03-04');
    for (const q of ['quintero', 'ROSA', family.email.slice(0, 14), '858 555-0199', '5550199', 'valent']) {
      const res = await call(admin, 'GET', `/api/v1/admin/contacts?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json().contacts.map((c: { userId: string }) => c.userId);
      expect(ids, q).toContain(family.userId);
    }
    const found = (await call(admin, 'GET', '/api/v1/admin/contacts?q=valent')).json();
    expect(found.total).toBe(1);
    // Athletes by first name only.
    expect(found.contacts[0]).toMatchObject({ displayName: 'Rosa Quintero', phone: '(858) 555-0199', athletes: ['Valentina'], role: 'parent', membership: null });
    // Text nobody has finds nothing.
    expect((await call(admin, 'GET', '/api/v1/admin/contacts?q=zzzz-nobody')).json()).toMatchObject({ contacts: [], total: 0, nextCursor: null });
    // The searchable line follows every change (migration 0024's triggers): a renamed athlete, a new phone.
    await t.ctx.db.updateTable('athletes').set({ name: 'Xiomara Quintero' }).where('parent_id', '=', family.userId).execute();
    await t.ctx.db.updateTable('profiles').set({ phone: '(619) 222-0123' }).where('user_id', '=', family.userId).execute();
    const totalOf = async (q: string) => (await call(admin, 'GET', `/api/v1/admin/contacts?q=${encodeURIComponent(q)}`)).json().total;
    expect([await totalOf('xiomara'), await totalOf('valent'), await totalOf('619 222'), await totalOf('5550199')]).toEqual([1, 0, 1, 0]);

    // Pages of 2 walk every account once, newest first.
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { contacts: { userId: string }[]; nextCursor: string | null; total: number | null } = (
        await call(admin, 'GET', `/api/v1/admin/contacts?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).json();
      all.push(...page.contacts.map((c) => c.userId));
      expect(page.total === null, 'the total comes with the first page only').toBe(cursor !== null);
      cursor = page.nextCursor;
    } while (cursor);
    const users = await t.ctx.db.selectFrom('users').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(all).toEqual(users.map((u) => u.id));
    expect((await call(admin, 'GET', '/api/v1/admin/contacts?cursor=nonsense')).statusCode).toBe(400);
  });

  it('sends one family a message it alone reads, in its support thread, with a notification and an audit row', async () => {
    const told: unknown[] = [];
    const publish = t.ctx.events.publish.bind(t.ctx.events);
    t.ctx.events.publish = (target, events) => {
      told.push(target);
      publish(target, events);
    };
    const res = await call(admin, 'POST', '/api/v1/admin/messages', { userId: parent.userId, subject: 'Practice moved', body: 'Thursday practice starts at 6 pm.' });
    t.ctx.events.publish = publish;
    expect(res.statusCode, res.body).toBe(201);
    // The family's open pages and every staff inbox (the coach's too) hear of it at once.
    expect(told).toEqual(expect.arrayContaining([{ userId: parent.userId }, { userId: coach.userId }]));
    const { id } = res.json();
    const inbox = (await call(parent, 'GET', '/api/v1/messages')).json();
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.messages[0]).toMatchObject({ id, subject: 'Practice moved', body: 'Thursday practice starts at 6 pm.', readAt: null });
    // No e-mail at once: a notification, e-mailed by the notifications job if still unread after 10 minutes.
    expect(await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', parent.email).where('kind', '=', 'staff-message').execute()).toHaveLength(0);
    const notes = await t.ctx.db.selectFrom('notifications').selectAll().where('family_id', '=', parent.userId).where('kind', '=', 'message').execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ source_id: id, title: 'Practice moved', read_at: null });
    const support = (await call(parent, 'GET', '/api/v1/conversations')).json().conversations.find((c: { type: string }) => c.type === 'support');
    expect(support).toMatchObject({ lastMessage: 'Thursday practice starts at 6 pm.', unreadCount: 1 });
    expect(await auditActions()).toContain('message.sent');

    // Another family sees none of it and cannot mark it read.
    const other = await createFamily(t, 'contacts-other');
    expect((await call(other, 'GET', '/api/v1/messages')).json()).toMatchObject({ messages: [], unreadCount: 0 });
    expect((await call(other, 'POST', `/api/v1/messages/${id}/read`)).statusCode).toBe(404);
    expect((await call(parent, 'POST', `/api/v1/messages/${id}/read`)).json().message.readAt).toEqual(expect.any(String));
    expect((await call(parent, 'GET', '/api/v1/messages')).json().unreadCount).toBe(0);
    expect((await t.ctx.db.selectFrom('notifications').select('read_at').where('source_id', '=', id).executeTakeFirstOrThrow()).read_at).toEqual(expect.any(String));
    expect((await call(null, 'GET', '/api/v1/messages')).statusCode).toBe(401);
  });

  it('refuses bad input with 400 or 404 and writes nothing', async () => {
    const before = await counts();
    const cases: [string, unknown, number][] = [
      ['unknown user', { userId: 'no-such-user', subject: 'Hi', body: 'Hello' }, 404],
      ['empty subject', { userId: parent.userId, subject: '   ', body: 'Hello' }, 400],
      ['empty body', { userId: parent.userId, subject: 'Hi', body: '' }, 400],
      ['NUL', { userId: parent.userId, subject: 'Hi', body: 'Hel\u0000lo' }, 400],
      ['line break in subject', { userId: parent.userId, subject: 'Hi\nBcc: x@example.com', body: 'Hello' }, 400],
      ['too long', { userId: parent.userId, subject: 'Hi', body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }, 400],
      ['subject too long', { userId: parent.userId, subject: 'x'.repeat(5001), body: 'Hello' }, 400],
    ];
    for (const [name, payload, status] of cases) {
      const res = await call(admin, 'POST', '/api/v1/admin/messages', payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
    }
    expect((await call(admin, 'POST', '/api/v1/admin/messages/bulk', { q: 'x', subject: '', body: 'Hello' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${parent.userId}/role`, { role: 'owner' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/v1/admin/contacts/no-such-user/role', { role: 'coach' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/v1/admin/contacts/no-such-user')).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('grants and takes back roles, keeps the last admin, and audits each change', async () => {
    const family = await createFamily(t, 'contacts-roles');
    const grant = await call(admin, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'coach' });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await t.ctx.db.selectFrom('users').select('role').where('id', '=', family.userId).executeTakeFirstOrThrow()).role).toBe('coach');
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'parent' })).statusCode).toBe(200);
    const actions = await auditActions();
    expect(actions).toContain('role.granted');
    expect(actions).toContain('role.revoked');
    // Each entry says who had which role before and after.
    const entries = await t.ctx.db.selectFrom('audit_log').select(['action', 'details']).where('target_id', '=', family.userId).orderBy('id').execute();
    const details = entries.map((e) => ({ action: e.action, details: typeof e.details === 'string' ? (JSON.parse(e.details) as unknown) : e.details }));
    expect(details).toEqual([
      { action: 'role.granted', details: { before: { role: 'parent' }, after: { role: 'coach' } } },
      { action: 'role.revoked', details: { before: { role: 'coach' }, after: { role: 'parent' } } },
    ]);

    const self = await call(admin, 'PUT', `/api/v1/admin/contacts/${admin.userId}/role`, { role: 'parent' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(CONTACT_MESSAGES.lastAdmin);
    expect((await t.ctx.db.selectFrom('users').select('role').where('id', '=', admin.userId).executeTakeFirstOrThrow()).role).toBe('admin');

    // With a second admin, stepping down is allowed.
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await call(family, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'parent' })).statusCode).toBe(200);
    expect((await call(family, 'GET', '/api/v1/admin/contacts')).statusCode).toBe(403);

    // Two admins demoting each other at once: one wins, the other is refused, one admin is left.
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'admin' })).statusCode).toBe(200);
    const race = await Promise.all([
      call(admin, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'parent' }),
      call(family, 'PUT', `/api/v1/admin/contacts/${admin.userId}/role`, { role: 'parent' }),
    ]);
    // The loser is refused either way: 409 (the last admin) when both checks ran first, or 403 when
    // the winner's change landed before the loser's request was let in (it is no longer an admin).
    const [won, lost] = race.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    // Leave the suite's admin in place for the tests after this one.
    if (admins[0]!.id !== admin.userId) await grantRole(t.ctx.db, admin.email, 'admin');
  });

  it('deletes a family through the account deletion: no row keyed to it survives, and the action is audited', async () => {
    const family = await createFamily(t, 'contacts-leaving');
    const athlete = await addTestAthlete(t, family, 'Mateo Leaving', '2016-02-03');
    await call(family, 'PUT', '/api/v1/profile/parent', { fullName: 'Ana Leaving', phone: '(858) 555-0101', address: '1 Main St', birthDate: '1985-05-05' });
    expect((await call(admin, 'POST', '/api/v1/admin/messages', { userId: family.userId, subject: 'Hi', body: 'Hello' })).statusCode).toBe(201);
    const needles = [family.userId, athlete.id, family.email];
    expect((await rowsMentioning(t.ctx.db, needles)).length).toBeGreaterThan(3);

    expect((await call(admin, 'DELETE', `/api/v1/admin/contacts/${admin.userId}`)).json().error.message).toBe(CONTACT_MESSAGES.cannotDeleteSelf);
    const res = await call(admin, 'DELETE', `/api/v1/admin/contacts/${family.userId}`);
    expect(res.statusCode, res.body).toBe(204);
    // The audit row names the family by id and e-mail by design; nothing else may.
    const left = (await rowsMentioning(t.ctx.db, needles)).filter(([table]) => table !== 'audit_log');
    expect(left).toEqual([]);
    expect(await auditActions()).toContain('family.deleted');
    expect((await call(family, 'GET', '/api/v1/me')).statusCode).toBe(401);
  });

  it('sends a bulk message to N families as N messages and N notifications in one transaction; a failure writes none', async () => {
    const N = 620;
    const now = new Date().toISOString();
    const users = Array.from({ length: N }, (_, i) => ({
      id: `bulk-${i}`, name: `Bulk Parent ${i}`, email: `bulk-${i}@example.com`, email_verified: dialect === 'postgres' ? true : 1, role: 'parent', created_at: now, updated_at: now,
    }));
    await t.ctx.db.insertInto('users').values(users).execute();
    const listed = (await call(admin, 'GET', '/api/v1/admin/contacts?q=bulk-')).json();
    expect(listed.total).toBe(N);

    const before = await counts();
    const res = await call(admin, 'POST', '/api/v1/admin/messages/bulk', { q: 'bulk-', subject: 'Season opener', body: 'See you Saturday!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: N });
    const after = await counts();
    expect(after.messages - before.messages).toBe(N);
    expect(after.notifications - before.notifications).toBe(N);
    expect(await auditActions()).toContain('message.bulk-sent');

    // One family among N + 1 whose notification the database refuses (a trigger stands for any
    // failure late in the send): the whole send fails and writes nothing.
    await t.ctx.db.insertInto('users').values({ ...users[0]!, id: 'bulk-bad', email: 'bulk-bad@example.com' }).execute();
    await refuseNotificationsFor('bulk-bad');
    const failing = await counts();
    const failed = await call(admin, 'POST', '/api/v1/admin/messages/bulk', { q: 'bulk-', subject: 'Again', body: 'Hello' });
    expect(failed.statusCode).toBe(500);
    expect(await counts()).toEqual(failing);
    expect(await t.ctx.db.selectFrom('conversations').select('id').where('family_id', '=', 'bulk-bad').execute()).toEqual([]);

    // At most three bulk sends an hour per admin (two counted above), with a clear message.
    expect((await call(admin, 'POST', '/api/v1/admin/messages/bulk', { q: 'quintero', subject: 'Hi', body: 'Hello' })).statusCode).toBe(200);
    const limited = await call(admin, 'POST', '/api/v1/admin/messages/bulk', { q: 'quintero', subject: 'Hi', body: 'Hello' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(CONTACT_MESSAGES.bulkLimit);
  });
});
