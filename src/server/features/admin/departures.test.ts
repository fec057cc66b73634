/**
 * Departures (issue 39, point 3; decision 074), on SQLite and PostgreSQL: a cancellation or early
 * withdrawal records its reason, note and dates; a bad reason or a long note is refused with nothing
 * written; the spec's churn on a known set of memberships; the admin's Leaving list; the one
 * win-back per departure, audited, also under 20 identical requests at once; admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTURE_MESSAGES, DEPARTURE_NOTE_MAX } from '#shared/departures';
import { isPostgres } from '#server/db/database';
import { addTestAthlete, as, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { membershipKit, TEST_CARD as CARD } from '#server/testing/memberships';
import { getAnalytics } from './analytics';
import { grantRole } from './service';

describe.each(testDialects())('departures (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await kit.createFamily('departures-admin');
    coach = await kit.createFamily('departures-coach');
    await grantRole(t.ctx.db, admin.email, 'admin');
    await grantRole(t.ctx.db, coach.email, 'coach');
  });
  afterAll(async () => {
    await t?.close();
  });

  const kit = membershipKit(() => t);
  const { createFamily, post, buy, membership } = kit;
  const departure = (id: string) => t.ctx.db.selectFrom('membership_departures').selectAll().where('membership_id', '=', id).executeTakeFirst();
  const call = (f: TestFamily, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: as(f), ...(payload ? { payload } : {}) });
  const iso = (v: string) => new Date(v).toISOString();

  it('an early withdrawal and a cancellation record the reason, the note and the dates; a cancel without a reason records "not given"', async () => {
    const family = await createFamily('leaving');
    const leo = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const mia = await addTestAthlete(t, family, 'Mia Martinez', '2016-02-01');
    const sam = await addTestAthlete(t, family, 'Sam Martinez', '2017-03-03');
    const monthly = await buy(family, 'pro-monthly', leo.id);
    const annual = await buy(family, 'core-annual', mia.id);
    const plain = await buy(family, 'core-annual', sam.id);

    const withdrawn = await post(family, '/api/v1/membership/withdraw', { membershipId: monthly, confirmBalance: true, card: CARD, reason: 'moving', note: '  Moving to Denver in January.  ' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const w = await departure(monthly);
    expect(w).toMatchObject({ family_id: family.userId, kind: 'withdraw', reason: 'moving', note: 'Moving to Denver in January.' });
    expect(iso(w!.effective_at)).toBe(iso((await membership(monthly)).current_period_end));

    const canceled = await post(family, '/api/v1/membership/cancel', { membershipId: annual, reason: 'cost' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const c = await departure(annual);
    expect(c).toMatchObject({ kind: 'cancel', reason: 'cost', note: null });
    expect(iso(c!.effective_at)).toBe(iso((await membership(annual)).current_period_end));
    expect(Date.parse(iso(c!.asked_at))).toBeLessThanOrEqual(Date.now());

    expect((await post(family, '/api/v1/membership/cancel', { membershipId: plain })).statusCode).toBe(200);
    expect(await departure(plain)).toMatchObject({ reason: 'not-given' });

    // Resuming takes the family off the Leaving list.
    expect((await post(family, '/api/v1/membership/resume', { membershipId: plain })).statusCode).toBe(200);
    expect(await departure(plain)).toBeUndefined();
  });

  it('a reason not on the list or a note over 500 characters is refused with a clear message, and nothing is written', async () => {
    const family = await createFamily('bad-reason');
    const athlete = await addTestAthlete(t, family, 'Ana Ruiz', '2015-06-06');
    const id = await buy(family, 'core-annual', athlete.id);
    const before = await membership(id);
    for (const [url, body, field, message] of [
      ['/api/v1/membership/cancel', { membershipId: id, reason: 'bored' }, 'reason', DEPARTURE_MESSAGES.reason],
      ['/api/v1/membership/cancel', { membershipId: id, reason: 'cost', note: 'x'.repeat(DEPARTURE_NOTE_MAX + 1) }, 'note', DEPARTURE_MESSAGES.noteTooLong],
      ['/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, reason: 42 }, 'reason', DEPARTURE_MESSAGES.reason],
      ['/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, reason: 'other', note: 'y'.repeat(DEPARTURE_NOTE_MAX + 1) }, 'note', DEPARTURE_MESSAGES.noteTooLong],
    ] as const) {
      const refused = await post(family, url, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(message);
      expect(refused.body).toContain(field);
    }
    expect(await membership(id)).toEqual(before);
    expect(await departure(id)).toBeUndefined();
    // Exactly 500 characters is fine.
    expect((await post(family, '/api/v1/membership/cancel', { membershipId: id, reason: 'other', note: 'z'.repeat(DEPARTURE_NOTE_MAX) })).statusCode).toBe(200);
  });

  it('lists who is leaving and why, newest first, a page at a time; admins only', async () => {
    const family = await createFamily('list');
    await t.ctx.db.updateTable('users').set({ name: 'Rosa Castillo' }).where('id', '=', family.userId).execute();
    const a1 = await addTestAthlete(t, family, 'Iker Castillo', '2015-01-01');
    const a2 = await addTestAthlete(t, family, 'Lola Castillo', '2016-01-01');
    const first = await buy(family, 'core-annual', a1.id);
    const second = await buy(family, 'pro-annual', a2.id);
    await post(family, '/api/v1/membership/cancel', { membershipId: first, reason: 'schedule', note: 'Practice clashes with school.' });
    await t.ctx.db.updateTable('membership_departures').set({ asked_at: '2030-01-01T10:00:00.000Z' }).where('membership_id', '=', first).execute();
    await post(family, '/api/v1/membership/cancel', { membershipId: second, reason: 'injury' });
    await t.ctx.db.updateTable('membership_departures').set({ asked_at: '2030-01-02T10:00:00.000Z' }).where('membership_id', '=', second).execute();

    const page1 = await call(admin, 'GET', '/api/v1/admin/departures?limit=1');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().departures).toEqual([
      {
        membershipId: second,
        familyId: family.userId,
        familyName: 'Rosa Castillo',
        athleteFirstName: 'Lola',
        planLabel: expect.any(String),
        kind: 'cancel',
        reason: 'injury',
        note: null,
        askedAt: '2030-01-02T10:00:00.000Z',
        effectiveAt: iso((await membership(second)).current_period_end),
        winBackSentAt: null,
      },
    ]);
    const page2 = await call(admin, 'GET', `/api/v1/admin/departures?limit=1&cursor=${page1.json().nextCursor}`);
    expect(page2.json().departures).toMatchObject([{ membershipId: first, athleteFirstName: 'Iker', reason: 'schedule', note: 'Practice clashes with school.' }]);

    expect((await call(coach, 'GET', '/api/v1/admin/departures')).statusCode).toBe(403);
    expect((await call(family, 'GET', '/api/v1/admin/departures')).statusCode).toBe(403);
    expect((await call(coach, 'POST', `/api/v1/admin/departures/${first}/win-back`, { body: 'Hi' })).statusCode).toBe(403);
    expect((await call(family, 'POST', `/api/v1/admin/departures/${first}/win-back`, { body: 'Hi' })).statusCode).toBe(403);
    expect(await departure(first)).toMatchObject({ win_back_sent_at: null });
  });

  it('a win-back goes once to the family’s support thread, however many identical requests arrive, and is audited', async () => {
    const family = await createFamily('win-back');
    const athlete = await addTestAthlete(t, family, 'Nico Vega', '2015-05-05');
    const id = await buy(family, 'core-annual', athlete.id);
    await post(family, '/api/v1/membership/cancel', { membershipId: id, reason: 'cost' });
    const messages = () =>
      t.ctx.db.selectFrom('messages as m').innerJoin('conversations as c', 'c.id', 'm.conversation_id').select(['m.body', 'm.subject', 'c.kind']).where('m.family_id', '=', family.userId).execute();

    const empty = await call(admin, 'POST', `/api/v1/admin/departures/${id}/win-back`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(DEPARTURE_MESSAGES.winBackRequired);
    expect((await call(admin, 'POST', `/api/v1/admin/departures/${id}/win-back`, { body: 'w'.repeat(2001) })).statusCode).toBe(400);
    expect(await messages()).toEqual([]);
    expect((await call(admin, 'POST', '/api/v1/admin/departures/no-such-membership/win-back', { body: 'Hello' })).statusCode).toBe(404);

    const body = 'We would love to keep Nico training: a sibling discount may help.';
    const results = await Promise.all(Array.from({ length: 20 }, () => call(admin, 'POST', `/api/v1/admin/departures/${id}/win-back`, { body })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.body).toContain('A win-back was already sent to this family on ');
    expect(await messages()).toEqual([{ body, subject: 'Before you go', kind: 'support' }]);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'departure.win-back').where('target_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.userId, summary: `Sent a win-back to ${family.email}` });

    // A replay later changes nothing; the row says when it was sent.
    expect((await call(admin, 'POST', `/api/v1/admin/departures/${id}/win-back`, { body })).statusCode).toBe(409);
    expect(await messages()).toHaveLength(1);
    const listed = (await call(admin, 'GET', '/api/v1/admin/departures?limit=50')).json().departures.find((d: { membershipId: string }) => d.membershipId === id);
    expect(listed.winBackSentAt).toBe(results.find((r) => r.statusCode === 200)!.json().winBackSentAt);
  });
});

describe.each(testDialects())('the spec’s churn on the overview (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Mid-March 2026; the academy's March began at 2026-03-01T08:00Z. */
  const NOW = new Date('2026-03-15T19:00:00.000Z');

  it('is cancelled / (active + cancelled) athlete memberships this month, beside the monthly figure', async () => {
    const db = t.ctx.db;
    await db
      .insertInto('users')
      .values({ id: 'churn-family', name: 'Churn Family', email: 'churn@departures.test', email_verified: isPostgres(db) ? true : 1, image: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' })
      .execute();
    let n = 0;
    const add = (status: 'active' | 'past_due' | 'canceled' | 'expired', periodEnd: string, cancelFlag: 0 | 1) =>
      db
        .insertInto('memberships')
        .values({
          id: `churn-${++n}`,
          user_id: 'churn-family',
          membership_type_id: 'core-monthly',
          status,
          current_period_start: '2026-02-20T00:00:00.000Z',
          current_period_end: periodEnd,
          cancel_at_period_end: cancelFlag,
          provider: 'stripe',
          created_at: '2025-06-01T00:00:00.000Z',
        })
        .execute();
    // Active: three running with no cancellation (one past due).
    await add('active', '2026-04-01T00:00:00.000Z', 0);
    await add('active', '2026-04-10T00:00:00.000Z', 0);
    await add('past_due', '2026-03-20T00:00:00.000Z', 0);
    // Cancelled: one pending at the period's end, one withdrawn (ended) this month.
    await add('canceled', '2026-03-30T00:00:00.000Z', 1);
    await add('expired', '2026-03-05T00:00:00.000Z', 1);
    // Neither: cancelled and ended last month; lapsed this month without a cancellation.
    await add('expired', '2026-02-20T00:00:00.000Z', 1);
    await add('expired', '2026-03-10T00:00:00.000Z', 0);

    const figures = await getAnalytics(db, NOW);
    expect(figures.specChurn).toEqual({ rate: 2 / 5, cancelled: 2, active: 3 });
    // The monthly figure stays as it was: cancellations effective this month over members on the first.
    expect(figures.churn).toMatchObject({ cancellations: expect.any(Number), activeOnFirst: expect.any(Number) });
  });
});
