/**
 * Coaches never receive a family's e-mail (issue 37, point 17; docs/product.md, Privacy): as a
 * coach, every GET route the app registers, with a family's real ids in the path and that family's
 * data in every staff list (a support thread, a safety case, an athlete), answers without the
 * family's address. Admins, who manage families, still see it where they do. The routes come from
 * the app itself, so a route added later is swept the day it lands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '../testing/families';
import { addTestSession } from '../testing/sessions';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';

/** Not data routes: the live stream never ends, pages and documentation are the same for all. */
const NOT_SWEPT = new Set(['GET /api/v1/events', 'GET /*', 'GET /api/auth/*', 'GET /healthz', 'GET /livez', 'GET /readyz', 'GET /metrics']);
/** This machine's outbox, served outside production only (mail/routes.ts): every e-mail, by design. */
const DEV_ONLY = new Set(['GET /api/v1/dev/mailbox']);

describe.each(testDialects())('a family’s e-mail and the staff, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let coach: TestFamily;
  let admin: TestFamily;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'privacy-family');
    coach = await createFamily(t, 'privacy-coach');
    admin = await createFamily(t, 'privacy-admin');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const athlete = await addTestAthlete(t, family);
    // The family in every staff list: a message to Academy Support and a safety flag.
    const conversations = (await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: as(family) })).json().conversations as { id: string; type: string }[];
    const support = conversations.find((c) => c.type === 'support')!;
    const posted = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${support.id}/messages`, headers: as(family), payload: { body: 'When is the next session?' } });
    expect(posted.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message: 'my son is being bullied at practice', context: {} } });
    const lesson = await t.ctx.db.selectFrom('lessons').select(['id', 'category_id']).executeTakeFirstOrThrow();
    const safetyCase = await t.ctx.db.selectFrom('safety_cases').select('id').where('family_id', '=', family.userId).executeTakeFirstOrThrow();
    // A payment of the family's, for the admin's payments routes.
    const paymentId = `privacy-payment-${family.userId}`;
    await t.ctx.db
      .insertInto('payments')
      .values({ id: paymentId, user_id: family.userId, payment_type: 'store', description: 'Socks', amount_cents: 900, status: 'completed', provider: 'test', provider_reference: `ref-${paymentId}`, created_at: new Date().toISOString() })
      .execute();
    // An application from the family's address with a trial booked: the coach's sheet shows the guest, never the address.
    const applied = await t.app.inject({
      method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN },
      payload: { playerName: 'Leo Martinez', playerAge: 11, parentName: 'Ana Martinez', email: family.email, phone: '(858) 555-0100', experience: 'intermediate', commitment: 'full', message: 'Leo plays Flight 2.' },
    });
    const sessionId = await addTestSession(t, new Date(Date.now() + 2 * 86_400_000));
    const booked = await t.app.inject({ method: 'POST', url: `/api/v1/admin/applications/${applied.json().id}/trial`, headers: as(admin), payload: { sessionId } });
    expect(booked.statusCode, booked.body).toBe(200);
    ids = {
      athleteId: athlete.id, userId: family.userId, familyId: family.userId, paymentId, id: support.id, lessonId: lesson.id, categoryId: lesson.category_id, caseId: safetyCase.id,
      sessionId, trialId: booked.json().trial.id,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a coach on every GET route without a family’s e-mail', async () => {
    const routes = [...new Set(t.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url))].filter(
      (url) => !NOT_SWEPT.has(`GET ${url}`) && !DEV_ONLY.has(`GET ${url}`) && !url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const url = route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? 'x'));
      const response = await t.app.inject({ method: 'GET', url, headers: as(coach) });
      if (response.statusCode === 200) answered += 1;
      if (response.body.toLowerCase().includes(family.email.toLowerCase())) leaks.push(`${route} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
    // The sweep reached the staff lists, not only refusals.
    expect(answered).toBeGreaterThanOrEqual(20);
    const sheet = await t.app.inject({ method: 'GET', url: `/api/v1/staff/sessions/${ids.sessionId}/attendance`, headers: as(coach) });
    expect(sheet.json().guests).toMatchObject([{ trialId: ids.trialId, name: 'Leo M.' }]);
    for (const url of ['/api/v1/staff/inbox', '/api/v1/staff/families', '/api/v1/staff/safety-cases', `/api/v1/staff/safety-cases/${ids.caseId}`, `/api/v1/staff/conversations/${ids.id}/messages`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: as(coach) });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(family.userId);
    }
    // Needs attention lists the family's waiting thread and its safety flag, by their ids.
    const attention = await t.app.inject({ method: 'GET', url: '/api/v1/staff/attention', headers: as(coach) });
    expect(attention.statusCode).toBe(200);
    expect(attention.body).toContain(ids.id);
    expect(attention.body).toContain(ids.caseId);
  });

  it('still shows admins the e-mail where they manage families', async () => {
    for (const url of ['/api/v1/admin/contacts', `/api/v1/staff/safety-cases/${ids.caseId}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: as(admin) });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(family.email);
    }
  });
});
