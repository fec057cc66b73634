/**
 * One membership per athlete (issue 17, point 1; decision 040): a family with two athletes holds two
 * memberships, an athlete never holds two live ones (also when 20 checkouts race), checkout names
 * the athlete and refuses another family's or an ineligible one, and the entitlements, dashboard and
 * billing pages read every athlete's membership.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as } from '#server/testing/families';
import { membershipKit, TEST_CARD as CARD } from '#server/testing/memberships';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { addCalendarMonths } from '#shared/membership-terms';
import { ATHLETE_BIRTH_YEAR_MESSAGE } from '#shared/validation/athletes';
import { CHOOSE_ATHLETE_MESSAGE, CHOOSE_MEMBERSHIP_MESSAGE, NO_ELIGIBLE_ATHLETE_MESSAGE } from '#shared/validation/membership';
import { createPaymentProvider } from '#server/payments/factory';
import { fulfilCheckout } from './fulfilment';
import { canUse, CHECKOUT_EXPIRED, getMembershipSummaries, isMember, startCheckout } from './service';


describe.each(testDialects())('one membership per athlete on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { createFamily, get, post, payCheckout: buy } = membershipKit(() => t);
  const sessionOf = (url: string) => url.split('/').pop()!;

  /** Moves the family's memberships' start back so `months` monthly charges are paid: a plain cancel owes no balance (decision 042). */
  async function payWholeCommitment(userId: string, months: number) {
    for (const m of await t.ctx.db.selectFrom('memberships').select(['id', 'current_period_end']).where('user_id', '=', userId).execute()) {
      const startedAt = addCalendarMonths(new Date(m.current_period_end).toISOString(), -months);
      await t.ctx.db.updateTable('memberships').set({ created_at: startedAt }).where('id', '=', m.id).execute();
    }
  }

  const liveRows = (athleteId: string) =>
    t.ctx.db.selectFrom('memberships').selectAll().where('athlete_id', '=', athleteId).where('status', 'in', ['active', 'past_due', 'canceled']).execute();

  it('gives two athletes two memberships, each named, and opens the library when either has Pro', async () => {
    const family = await createFamily('two-athletes');
    const leo = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const mia = await addTestAthlete(t, family, 'Mia Martinez', '2016-09-01');

    // Two eligible athletes without a membership: the family must say which one.
    const unnamed = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toMatchObject({ message: CHOOSE_ATHLETE_MESSAGE, fields: { athleteId: CHOOSE_ATHLETE_MESSAGE } });

    const coreSession = await buy(family, 'core-monthly', leo.id);
    expect(await canUse(t.ctx.db, family.userId, 'resource-library')).toBe(false);
    const test = await get(family, `/api/v1/payments/test-checkout/${coreSession}`);
    expect(test.json().athleteName).toBe('Leo');

    // One eligible athlete left: the checkout may leave the athlete out.
    const proSession = await buy(family, 'pro-annual');
    expect(await canUse(t.ctx.db, family.userId, 'resource-library')).toBe(true);
    expect(await isMember(t.ctx.db, family.userId)).toBe(true);

    const view = (await get(family, '/api/v1/membership')).json();
    expect(view.memberships.map((m: { athleteName: string; plan: { id: string }; status: string }) => [m.athleteName, m.plan.id, m.status])).toEqual([
      ['Leo', 'core-monthly', 'active'],
      ['Mia', 'pro-annual', 'active'],
    ]);
    expect(view.athletes).toEqual([
      { id: leo.id, firstName: 'Leo', isEligible: true, membershipId: view.memberships[0].id },
      { id: mia.id, firstName: 'Mia', isEligible: true, membershipId: view.memberships[1].id },
    ]);
    const verify = await post(family, '/api/v1/payments/verify', { sessionId: proSession });
    expect(verify.json()).toMatchObject({ status: 'success', membership: { athleteName: 'Mia', plan: { id: 'pro-annual' } } });
    expect((await getMembershipSummaries(t.ctx, family.userId)).map((s) => [s.athleteName, s.tier])).toEqual([
      ['Leo', 'core'],
      ['Mia', 'pro'],
    ]);
    const dashboard = await get(family, `/api/v1/dashboard?athleteId=${leo.id}`);
    if (dashboard.statusCode === 200) expect(dashboard.json().memberships.map((m: { athleteName: string }) => m.athleteName)).toEqual(['Leo', 'Mia']);

    // Payments, history and receipts name the athlete.
    const payments = (await get(family, '/api/v1/payments')).json().payments as { description: string }[];
    expect(payments.map((p) => p.description).sort()).toEqual(['Core Plan (Monthly) for Leo: first month + join fee', 'Pro Plan (Annual) for Mia: first year']);
    expect((await t.ctx.db.selectFrom('bookings').select('id').where('parent_id', '=', family.userId).execute()).length).toBe(2);

    // Staff see each athlete's plan in the contacts list.
    const admin = await createFamily('two-athletes-admin');
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const contacts = (await get(admin, `/api/v1/admin/contacts?q=${encodeURIComponent(family.email)}`)).json();
    expect(contacts.contacts[0].membership).toEqual({ plan: 'Core Plan (Leo), Pro Plan (Mia)', status: 'active' });

    // Cancel and resume name the membership once the family has two.
    await payWholeCommitment(family.userId, 3);
    const unnamedCancel = await post(family, '/api/v1/membership/cancel');
    expect(unnamedCancel.statusCode).toBe(400);
    expect(unnamedCancel.json().error.message).toBe(CHOOSE_MEMBERSHIP_MESSAGE);
    const canceled = await post(family, '/api/v1/membership/cancel', { membershipId: view.memberships[0].id });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().membership).toMatchObject({ athleteName: 'Leo', status: 'canceled' });
    const after = (await get(family, '/api/v1/membership')).json();
    expect(after.memberships.map((m: { status: string }) => m.status)).toEqual(['canceled', 'active']);

    // Another family reaches neither the athletes nor the memberships.
    const intruder = await createFamily('two-athletes-intruder');
    await addTestAthlete(t, intruder);
    const foreignAthlete = await post(intruder, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly', athleteId: mia.id });
    expect(foreignAthlete.statusCode).toBe(404);
    for (const action of ['cancel', 'resume']) {
      const foreign = await post(intruder, `/api/v1/membership/${action}`, { membershipId: view.memberships[1].id });
      expect(foreign.statusCode, action).toBe(404);
    }
    expect((await get(family, '/api/v1/membership')).json().memberships[1].status).toBe('active');
  });

  it('refuses a second live membership for the same athlete, also when 20 checkouts race', async () => {
    const family = await createFamily('race');
    const leo = await addTestAthlete(t, family, 'Leo Racer', '2014-02-02');

    // 20 checkouts at once over HTTP: each is started or refused by the rate limit, never a 500.
    const started = await Promise.all(Array.from({ length: 20 }, () => post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly', athleteId: leo.id })));
    for (const response of started) expect([200, 429], response.body).toContain(response.statusCode);
    const sessions = started.filter((r) => r.statusCode === 200).map((r) => sessionOf(r.json().url as string));
    expect(sessions.length).toBeGreaterThan(0);

    // Up to 20 in all straight through the service (no rate limit), all for Leo.
    const provider = createPaymentProvider(t.ctx);
    const user = { id: family.userId, email: family.email, name: 'Race Parent' } as Parameters<typeof startCheckout>[2];
    const more = await Promise.all(Array.from({ length: 20 - sessions.length }, () => startCheckout(t.ctx, provider, user, { membershipTypeId: 'pro-monthly', athleteId: leo.id })));
    const all = [...sessions, ...more.map((m) => sessionOf(m.url))];

    // Pay every one of them at once: one membership, one charge.
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const paid = await Promise.all(all.map((sessionId) => post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD)));
    const codes = paid.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409), paid.map((r) => r.body).join('\n')).toEqual([]);
    const refusals = new Set(paid.filter((r) => r.statusCode === 409).map((r) => r.json().error.message as string));
    for (const message of refusals) expect([CHECKOUT_EXPIRED, 'Leo already has a membership. Use Manage Billing to change or cancel it.']).toContain(message);
    expect(await liveRows(leo.id)).toHaveLength(1);
    const charges = await t.ctx.db.selectFrom('payments').select('id').where('user_id', '=', family.userId).where('status', '=', 'completed').execute();
    expect(charges).toHaveLength(1);

    // Fulfilment itself, racing on fresh checkouts, still grants nothing more (the unique index).
    const fresh = await Promise.all(Array.from({ length: 5 }, () => startCheckout(t.ctx, provider, user, { membershipTypeId: 'core-monthly', athleteId: leo.id }).catch(() => null)));
    expect(fresh.every((f) => f === null)).toBe(true);
    const raced = await t.ctx.db.selectFrom('checkout_sessions').select('id').where('athlete_id', '=', leo.id).where('status', '=', 'expired').limit(5).execute();
    await t.ctx.db.updateTable('checkout_sessions').set({ status: 'open' }).where('id', 'in', raced.map((r) => r.id)).execute();
    const results = await Promise.allSettled(raced.map((r) => fulfilCheckout(t.ctx, r.id, { status: 'complete', paymentStatus: 'paid' })));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(await liveRows(leo.id)).toHaveLength(1);

    // And the database refuses a second live row outright.
    const [row] = await liveRows(leo.id);
    await expect(
      t.ctx.db
        .insertInto('memberships')
        .values({ ...row!, id: 'second-live', provider_subscription_id: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow();
  }, 90_000);

  it('starts a new membership for an athlete whose last one has ended', async () => {
    const family = await createFamily('renew-after-end');
    const leo = await addTestAthlete(t, family);
    await buy(family, 'core-monthly', leo.id);
    await t.ctx.db.updateTable('memberships').set({ current_period_end: new Date(Date.now() - 60_000).toISOString() }).where('athlete_id', '=', leo.id).execute();
    const view = (await get(family, '/api/v1/membership')).json();
    expect(view.memberships[0].status).toBe('expired');
    expect(view.athletes[0].membershipId).toBeNull();
    await buy(family, 'pro-monthly', leo.id);
    const rows = await t.ctx.db.selectFrom('memberships').select(['status', 'membership_type_id']).where('athlete_id', '=', leo.id).orderBy('created_at').execute();
    expect(rows).toEqual([
      { status: 'expired', membership_type_id: 'core-monthly' },
      { status: 'active', membership_type_id: 'pro-monthly' },
    ]);
    expect((await get(family, '/api/v1/membership')).json().memberships.map((m: { plan: { id: string } }) => m.plan.id)).toEqual(['pro-monthly']);
  });

  it('refuses a family without an eligible athlete, and an ineligible athlete by id, writing nothing', async () => {
    const family = await createFamily('ineligible');
    // The athletes form refuses such a birth year today; an athlete added before that rule is in the table.
    const older = { id: `older-${family.userId}` };
    await t.ctx.db
      .insertInto('athletes')
      .values({ id: older.id, parent_id: family.userId, name: 'Sam Older', date_of_birth: '2012-05-05', birth_year: 2012 })
      .execute();
    const none = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(NO_ELIGIBLE_ATHLETE_MESSAGE);
    const named = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly', athleteId: older.id });
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatchObject({ code: 'ATHLETE_BIRTH_YEAR', message: ATHLETE_BIRTH_YEAR_MESSAGE });
    const unknown = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly', athleteId: 'no-such-athlete' });
    expect(unknown.statusCode).toBe(404);
    expect(await t.ctx.db.selectFrom('checkout_sessions').select('id').where('user_id', '=', family.userId).execute()).toEqual([]);
  });

  it('keeps a removed athlete’s membership for the family to cancel, and deleting the account removes it', async () => {
    const family = await createFamily('removed-athlete');
    const leo = await addTestAthlete(t, family);
    await buy(family, 'core-monthly', leo.id);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/athletes/${leo.id}`, headers: as(family) });
    expect([200, 204]).toContain(removed.statusCode);
    const view = (await get(family, '/api/v1/membership')).json();
    expect(view.memberships).toMatchObject([{ athleteId: null, athleteName: null, status: 'active' }]);
    await payWholeCommitment(family.userId, 3);
    expect((await post(family, '/api/v1/membership/cancel')).json().membership).toMatchObject({ status: 'canceled' });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode).toBe(204);
    expect(await t.ctx.db.selectFrom('memberships').select('id').where('user_id', '=', family.userId).execute()).toEqual([]);
  });
});
