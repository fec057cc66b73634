import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily as signUpFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { addCalendarMonths } from '#shared/membership-terms';
import { NO_ELIGIBLE_ATHLETE_MESSAGE, RECEIPT_NOT_FOUND } from '#shared/validation/membership';
import { canUse, getMemberships, getMembershipSummaries, isNewPlayer } from './service';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Ana Alvarez' };
const DECLINE = { ...CARD, cardNumber: '4000 0000 0000 0002' };

describe.each(testDialects())('memberships with the built-in test provider on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new signed-in family; this file signs up more families than the per-minute sign-up limit allows. */
  async function createFamily(_t: TestApp, prefix: string): Promise<TestFamily> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    return signUpFamily(t, prefix);
  }

  const get = (f: TestFamily, url: string) => t.app.inject({ method: 'GET', url, headers: as(f) });
  const post = (f: TestFamily, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: as(f), payload });

  /** A checkout for the family's athlete (added first when the family has none). */
  async function checkout(f: TestFamily, membershipTypeId = 'core-monthly'): Promise<string> {
    if (!(await t.ctx.db.selectFrom('athletes').select('id').where('parent_id', '=', f.userId).executeTakeFirst())) await addTestAthlete(t, f);
    const response = await post(f, '/api/v1/membership/checkout', { membershipTypeId });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(/^\/checkout\/test\/cs_test_[A-Za-z0-9]{24,}$/);
    return url.split('/').pop()!;
  }

  /** Moves the family's memberships' start back so `months` monthly charges are paid (no balance due). */
  async function payWholeCommitment(userId: string, months: number) {
    for (const m of await t.ctx.db.selectFrom('memberships').select(['id', 'current_period_end']).where('user_id', '=', userId).execute()) {
      const startedAt = addCalendarMonths(new Date(m.current_period_end).toISOString(), -months);
      await t.ctx.db.updateTable('memberships').set({ created_at: startedAt }).where('id', '=', m.id).execute();
    }
  }

  async function rows(userId: string) {
    const db = t.ctx.db;
    return {
      memberships: await db.selectFrom('memberships').selectAll().where('user_id', '=', userId).execute(),
      payments: await db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute(),
      bookings: await db.selectFrom('bookings').selectAll().where('parent_id', '=', userId).execute(),
      checkouts: await db.selectFrom('checkout_sessions').selectAll().where('user_id', '=', userId).execute(),
      events: await db.selectFrom('billing_events').selectAll().where('user_id', '=', userId).execute(),
    };
  }

  it('lists the four seeded plans with the spec’s prices in cents, and the seed is idempotent', async () => {
    const family = await createFamily(t, 'plans');
    const response = await get(family, '/api/v1/membership/types');
    expect(response.statusCode).toBe(200);
    const types = response.json().types as { id: string; priceCents: number; joinFeeCents: number; commitmentMonths: number; hoursPerMonth: number; hourlyRateCents: number; firstChargeCents: number; benefits: string[] }[];
    // Per-hour rates (docs/product.md, Membership: annual Core about $22.92; annual Pro at 24 hours, decision 002).
    expect(types.map((p) => [p.id, p.priceCents, p.joinFeeCents, p.commitmentMonths, p.hoursPerMonth, p.hourlyRateCents, p.firstChargeCents])).toEqual([
      ['core-monthly', 30_000, 15_000, 3, 12, 2_500, 45_000],
      ['core-annual', 330_000, 0, 12, 12, 2_292, 330_000],
      ['pro-monthly', 37_500, 5_000, 6, 24, 1_563, 42_500],
      ['pro-annual', 420_000, 0, 12, 24, 1_458, 420_000],
    ]);
    expect(types.every((p) => p.benefits.length > 4)).toBe(true);
    const { seedMembershipTypes } = await import('./seed');
    await seedMembershipTypes(t.ctx.db);
    expect(await t.ctx.db.selectFrom('membership_types').select('id').execute()).toHaveLength(4);
  });

  it('documents the membership and payment routes in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const path of ['/api/v1/membership', '/api/v1/membership/checkout', '/api/v1/payments/verify', '/api/v1/payments', '/api/v1/payments/webhook', '/api/v1/payments/test-checkout/{sessionId}/pay']) {
      expect(paths).toContain(path);
    }
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await t.ctx.db.selectFrom('checkout_sessions').select('id').execute();
    for (const [method, url] of [
      ['GET', '/api/v1/membership'],
      ['GET', '/api/v1/membership/types'],
      ['POST', '/api/v1/membership/checkout'],
      ['POST', '/api/v1/payments/verify'],
      ['GET', '/api/v1/payments'],
      ['POST', '/api/v1/membership/portal'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { origin: ORIGIN }, ...(method === 'POST' ? { payload: { membershipTypeId: 'core-monthly', sessionId: 'cs_test_aaaaaaaaaaaaaaaaaaaaaaaa' } } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await t.ctx.db.selectFrom('checkout_sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an unknown plan with a clear message and writes nothing', async () => {
    const family = await createFamily(t, 'unknown-plan');
    for (const membershipTypeId of ['platinum', '', 'core-monthly; drop table payments']) {
      const response = await post(family, '/api/v1/membership/checkout', { membershipTypeId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Unknown membership plan. Choose Core or Pro, monthly or annual.');
    }
    expect((await rows(family.userId)).checkouts).toEqual([]);
  });

  it('refuses a family with no athlete born 2014-2017 (409) and writes nothing', async () => {
    const family = await createFamily(t, 'no-athlete');
    const response = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(NO_ELIGIBLE_ATHLETE_MESSAGE);
    expect(await rows(family.userId)).toMatchObject({ checkouts: [], payments: [], memberships: [] });
  });

  it('ignores a price sent by the page: the checkout charges the stored plan', async () => {
    const family = await createFamily(t, 'price');
    await addTestAthlete(t, family);
    const response = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly', priceCents: 1, amountCents: 1, joinFeeCents: 0 });
    expect(response.statusCode).toBe(200);
    const sessionId = (response.json().url as string).split('/').pop()!;
    const { checkouts } = await rows(family.userId);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({ id: sessionId, amount_cents: 45_000, price_cents: 30_000, join_fee_cents: 15_000, status: 'open', provider: 'test' });

    const page = await get(family, `/api/v1/payments/test-checkout/${sessionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      sessionId,
      academyName: 'Bravo Academy',
      email: family.email,
      plan: { id: 'core-monthly', label: 'Core Plan (Monthly)' },
      priceCents: 30_000,
      joinFeeCents: 15_000,
      firstChargeCents: 45_000,
      commitmentTotalCents: 15_000 + 3 * 30_000,
    });
  });

  it('declines 4000 0000 0000 0002: a failed payment row, no membership, no booking', async () => {
    const family = await createFamily(t, 'decline');
    const sessionId = await checkout(family);
    const response = await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, DECLINE);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    const after = await rows(family.userId);
    expect(after.memberships).toEqual([]);
    expect(after.bookings).toEqual([]);
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: 'failed', amount_cents: 45_000, provider: 'test' });
    // A declined charge has no receipt.
    expect((await get(family, `/api/v1/payments/${after.payments[0]!.id}/receipt`)).statusCode).toBe(404);
    expect(after.checkouts[0]!.status).toBe('open');
    // The page must not say the bank is still confirming a payment that was declined.
    const verify = await post(family, '/api/v1/payments/verify', { sessionId });
    expect(verify.json()).toEqual({ status: 'unpaid', membership: null });
  });

  it('refuses other cards in test mode, invalid numbers and past expiry dates, and writes nothing', async () => {
    const family = await createFamily(t, 'cards');
    const sessionId = await checkout(family);
    const pay = (card: Record<string, unknown>) => post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, card);
    const other = await pay({ ...CARD, cardNumber: '5555 5555 5555 4444' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toMatch(/^Test mode accepts only the test cards 4242 4242 4242 4242/);
    const invalid = await pay({ ...CARD, cardNumber: '4242 4242 4242 4241' });
    expect(invalid.json().error.message).toBe('Your card number is invalid.');
    const expired = await pay({ ...CARD, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields.expiry).toBe('Your card’s expiration date is in the past.');
    const noCvc = await pay({ ...CARD, cvc: '1' });
    expect(noCvc.statusCode).toBe(400);
    const after = await rows(family.userId);
    expect(after.payments).toEqual([]);
    expect(after.memberships).toEqual([]);
  });

  it('pays with 4242: one active Core membership, one payment, a booking, history and a receipt, even when Pay is sent 5 times at once', async () => {
    const family = await createFamily(t, 'payer');
    const since = new Date().toISOString();
    const user = { id: family.userId, createdAt: since };
    expect(await isNewPlayer(t.ctx.db, user)).toBe(true);
    const sessionId = await checkout(family);

    const responses = await Promise.all(Array.from({ length: 5 }, () => post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD)));
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ url: `/membership-success?session_id=${sessionId}` });
    }

    const after = await rows(family.userId);
    expect(after.memberships).toHaveLength(1);
    expect(after.memberships[0]).toMatchObject({ membership_type_id: 'core-monthly', status: 'active', cancel_at_period_end: 0, provider: 'test' });
    const m = after.memberships[0]!;
    const days = (Date.parse(m.current_period_end) - Date.parse(m.current_period_start)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: 'completed', amount_cents: 45_000, payment_type: 'membership', provider_reference: `checkout:${sessionId}` });
    expect(after.bookings.map((b) => b.status)).toEqual(['booked']);
    expect(after.checkouts[0]).toMatchObject({ status: 'complete' });
    expect(after.events.map((e) => e.type).sort()).toEqual(['checkout.started', 'membership.started', 'payment.completed']);
    const receipts = await t.ctx.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', family.email).where('kind', '=', 'payment-receipt').execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Bravo Academy receipt: $450.00');
    expect(receipts[0]!.text_body).toContain('Join fee (one-time): $150.00');

    const verify = await post(family, '/api/v1/payments/verify', { sessionId });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ status: 'success', membership: { status: 'active', plan: { id: 'core-monthly' }, remaining: { left: 12, allowance: 12, makeUpCredits: 0, creditsExpireOn: null }, hoursPerMonth: 12 } });

    const view = await get(family, '/api/v1/membership');
    expect(view.json()).toMatchObject({ hasPendingCheckout: false, provider: 'test', memberships: [{ status: 'active', cancelAtPeriodEnd: false, athleteName: 'Leo' }] });

    expect(await isNewPlayer(t.ctx.db, user)).toBe(false);
    expect(await canUse(t.ctx.db, family.userId, 'resource-library')).toBe(false);
    expect(await getMembershipSummaries(t.ctx, family.userId)).toMatchObject([{ planName: 'Core Plan', status: 'active', remaining: { left: 12, allowance: 12 }, hoursPerMonth: 12, athleteName: 'Leo' }]);

    // A second checkout would charge twice: refused while the membership runs.
    const again = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'pro-monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Leo already has a membership. Use Manage Billing to change or cancel it.');

    // The charge's receipt, as a page and as a PDF; the family's own only.
    const paymentId = after.payments[0]!.id;
    const receipt = await get(family, `/api/v1/payments/${paymentId}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      paymentId,
      number: expect.stringMatching(/^\d{8}-[A-Z0-9]{8}$/),
      amountCents: 45_000,
      paymentType: 'Membership',
      reference: `checkout:${sessionId}`,
      billedTo: { email: family.email },
    });
    const pdf = await get(family, `/api/v1/payments/${paymentId}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const intruder = await createFamily(t, 'receipt-intruder');
    for (const url of [`/api/v1/payments/${paymentId}/receipt`, `/api/v1/payments/${paymentId}/receipt.pdf`]) {
      const foreign = await get(intruder, url);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe(RECEIPT_NOT_FOUND);
    }
  });

  it('opens the Pro resource library, doubles the hours, and lets the family cancel at period end and resume', async () => {
    const family = await createFamily(t, 'pro');
    const sessionId = await checkout(family, 'pro-monthly');
    expect((await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD)).statusCode).toBe(200);
    expect(await canUse(t.ctx.db, family.userId, 'resource-library')).toBe(true);
    expect(await getMembershipSummaries(t.ctx, family.userId)).toMatchObject([{ tier: 'pro', hoursPerMonth: 24, sessionsPerMonth: 12 }]);

    const portal = await post(family, '/api/v1/membership/portal');
    expect(portal.json()).toEqual({ url: '/membership/billing' });

    // Cancelling before the commitment's end charges the balance first (decision 042): here the
    // six committed months are paid, so a plain cancel owes nothing.
    expect((await post(family, '/api/v1/membership/cancel')).statusCode).toBe(409);
    await payWholeCommitment(family.userId, 6);
    const canceled = await post(family, '/api/v1/membership/cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().membership).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(await canUse(t.ctx.db, family.userId, 'resource-library')).toBe(true);
    expect((await post(family, '/api/v1/membership/cancel')).statusCode).toBe(409);

    const resumed = await post(family, '/api/v1/membership/resume');
    expect(resumed.json().membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    // Each change e-mails the family once (the refused second cancel sends nothing).
    const mails = await t.ctx.db.selectFrom('outbox').select(['kind', 'subject']).where('to_address', '=', family.email).where('kind', 'like', 'membership-%').orderBy('created_at').execute();
    expect(mails).toEqual([
      { kind: 'membership-canceled', subject: 'Bravo Academy: your membership is canceled' },
      { kind: 'membership-resumed', subject: 'Bravo Academy: your membership is resumed' },
    ]);

    // After the period the test provider does not renew: the membership reads expired.
    const [membership] = await getMemberships(t.ctx.db, family.userId);
    const later = new Date(Date.parse(membership!.currentPeriodEnd) + 1000);
    expect((await getMemberships(t.ctx.db, family.userId, later))[0]!.status).toBe('expired');
    expect(await canUse(t.ctx.db, family.userId, 'resource-library', later)).toBe(false);

    const history = await get(family, '/api/v1/membership/history?limit=2');
    expect(history.statusCode).toBe(200);
    const first = history.json();
    expect(first.events).toHaveLength(2);
    expect(first.events[0].type).toBe('membership.resumed');
    const next = await get(family, `/api/v1/membership/history?limit=10&cursor=${first.nextCursor}`);
    expect(next.json().events.map((e: { type: string }) => e.type)).toContain('checkout.started');
    expect(next.json().nextCursor).toBeNull();
  });

  it('cancelling the hosted checkout expires it: it can no longer be paid', async () => {
    const family = await createFamily(t, 'leaver');
    const sessionId = await checkout(family);
    const cancel = await post(family, `/api/v1/payments/test-checkout/${sessionId}/cancel`);
    expect(cancel.json()).toEqual({ url: '/membership' });
    const pay = await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD);
    expect(pay.statusCode).toBe(409);
    const verify = await post(family, '/api/v1/payments/verify', { sessionId });
    expect(verify.statusCode).toBe(409);
    expect((await rows(family.userId)).memberships).toEqual([]);
  });

  it('keeps every family to its own sessions and payments (404 for another family’s session)', async () => {
    const owner = await createFamily(t, 'owner');
    const intruder = await createFamily(t, 'intruder');
    const sessionId = await checkout(owner);
    expect((await get(intruder, `/api/v1/payments/test-checkout/${sessionId}`)).statusCode).toBe(404);
    expect((await post(intruder, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD)).statusCode).toBe(404);
    expect((await post(intruder, `/api/v1/payments/test-checkout/${sessionId}/cancel`)).statusCode).toBe(404);
    expect((await post(intruder, '/api/v1/payments/verify', { sessionId })).statusCode).toBe(404);
    expect((await rows(intruder.userId)).memberships).toEqual([]);

    expect((await post(owner, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD)).statusCode).toBe(200);
    const mine = await get(owner, '/api/v1/payments');
    expect(mine.json().payments).toHaveLength(1);
    const theirs = await get(intruder, '/api/v1/payments');
    expect(theirs.json()).toEqual({ payments: [], nextCursor: null });
  });

  it('refuses malformed session ids with Invalid Session Format and changes nothing', async () => {
    const family = await createFamily(t, 'malformed');
    for (const sessionId of ['', 'abc', 'cs_short', 'pi_123456789012345678901', 'cs_test_<script>alert(1)</script>xx']) {
      const response = await post(family, '/api/v1/payments/verify', { sessionId });
      expect(response.statusCode, sessionId).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'INVALID_SESSION_ID', message: 'Invalid Session Format' });
    }
    const unknown = await post(family, '/api/v1/payments/verify', { sessionId: 'cs_test_doesnotexist00000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('pages the family’s payments newest first', async () => {
    const family = await createFamily(t, 'pager');
    const sessionId = await checkout(family);
    for (let i = 0; i < 3; i += 1) await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, DECLINE);
    await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD);
    const first = (await get(family, '/api/v1/payments?limit=2')).json();
    expect(first.payments).toHaveLength(2);
    expect(first.payments[0]).toMatchObject({ status: 'completed', amountCents: 45_000 });
    const second = (await get(family, `/api/v1/payments?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.payments).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.payments, ...second.payments].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(4);
    const dates = [...first.payments, ...second.payments].map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get(family, '/api/v1/payments?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('refuses webhooks when Stripe is not configured and records nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
    expect(await t.ctx.db.selectFrom('payment_events').select('id').execute()).toEqual([]);
  });

  it('exports the membership and payments, and deleting the account leaves no row keyed to the family', async () => {
    const family = await createFamily(t, 'export');
    const sessionId = await checkout(family);
    await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD);
    const exported = (await get(family, '/api/v1/account/export')).json();
    expect(exported.membership.memberships).toMatchObject([{ status: 'active', plan: { id: 'core-monthly' }, athleteName: 'Leo' }]);
    expect(exported.membership.payments).toHaveLength(1);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode).toBe(204);
    const left = await rows(family.userId);
    expect(left).toEqual({ memberships: [], payments: [], bookings: [], checkouts: [], events: [] });
  });
});
