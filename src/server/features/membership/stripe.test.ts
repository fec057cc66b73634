import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { type TestApp, testDialects } from '#server/testing/harness';
import type { FakeStripe } from '#server/payments/testing/fake-stripe';
import { createStripeTestApp, deliverWebhook, TEST_WEBHOOK_SECRET, type WebhookOptions } from '#server/testing/stripe';

type StripeEvent = ReturnType<FakeStripe['event']>;

describe.each(testDialects())('memberships with Stripe (local fake) on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeStripe;

  beforeAll(async () => {
    ({ t, fake } = await createStripeTestApp(dialect));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A new signed-in family with an athlete; this file signs up more families than the per-minute sign-up limit allows. */
  async function createFamily(prefix: string): Promise<TestFamily> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const family = await signUpFamily(t, prefix);
    await addTestAthlete(t, family);
    return family;
  }

  const post = (f: TestFamily, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: as(f), payload });

  const deliver = (event: StripeEvent | string, options: WebhookOptions = {}) => deliverWebhook(t, typeof event === 'string' ? event : JSON.stringify(event, null, 2), options);

  async function checkout(f: TestFamily, membershipTypeId = 'core-monthly', extra: Record<string, unknown> = {}): Promise<string> {
    const response = await post(f, '/api/v1/membership/checkout', { membershipTypeId, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    return url.split('/').pop()!;
  }

  async function state(userId: string) {
    const db = t.ctx.db;
    return {
      memberships: await db.selectFrom('memberships').selectAll().where('user_id', '=', userId).execute(),
      payments: await db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      bookings: await db.selectFrom('bookings').select('status').where('parent_id', '=', userId).execute(),
      receipts: await db.selectFrom('outbox').select('subject').innerJoin('users', 'users.email', 'outbox.to_address').where('users.id', '=', userId).where('kind', '=', 'payment-receipt').execute(),
    };
  }

  const now = () => Math.floor(Date.now() / 1000);

  it('creates a subscription Checkout Session from the stored plan, with the join fee, metadata and idempotency keys, and one customer per family', async () => {
    const family = await createFamily('stripe-create');
    const sessionId = await checkout(family, 'core-monthly', { priceCents: 1, unit_amount: 1, line_items: [] });
    const create = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && fake.sessions.get(sessionId)?.client_reference_id === family.userId)!;
    expect(create.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: family.userId,
      success_url: 'http://localhost:3000/membership-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/membership',
      metadata: { userId: family.userId, membershipTypeId: 'core-monthly' },
      subscription_data: { metadata: { userId: family.userId, membershipTypeId: 'core-monthly' } },
    });
    const items = create.params.line_items as { price_data: { unit_amount: string; recurring?: { interval: string }; currency: string } }[];
    expect(items.map((i) => [i.price_data.unit_amount, i.price_data.recurring?.interval ?? 'once', i.price_data.currency])).toEqual([
      ['30000', 'month', 'usd'],
      ['15000', 'once', 'usd'],
    ]);
    expect(create.idempotencyKey).toMatch(/^checkout-/);
    expect((create.params.metadata as { checkoutId: string }).checkoutId).toBe(create.idempotencyKey!.slice('checkout-'.length));
    // The athlete the membership covers travels with the session and the subscription (decision 040).
    const athleteId = (await t.ctx.db.selectFrom('checkout_sessions').select('athlete_id').where('id', '=', sessionId).executeTakeFirstOrThrow()).athlete_id;
    expect(athleteId).toBeTruthy();
    expect(create.params).toMatchObject({ metadata: { athleteId }, subscription_data: { metadata: { athleteId } } });

    const customerCreates = () => fake.requests.filter((r) => r.path === '/v1/customers' && (r.params.metadata as { userId?: string }).userId === family.userId);
    expect(customerCreates()).toHaveLength(1);
    expect(customerCreates()[0]!.idempotencyKey).toBe(`customer-${family.userId}`);
    const customerId = (await t.ctx.db.selectFrom('billing_customers').select('customer_id').where('user_id', '=', family.userId).executeTakeFirstOrThrow()).customer_id;
    expect(create.params.customer).toBe(customerId);

    // A second attempt (the first abandoned) reuses the customer.
    const second = await checkout(family, 'pro-annual');
    expect(customerCreates()).toHaveLength(1);
    expect(fake.sessions.get(second)!.customer).toBe(customerId);
    const annual = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect((annual.params.line_items as unknown[]).length).toBe(1);

    const row = await t.ctx.db.selectFrom('checkout_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_cents: 45_000, provider: 'stripe', status: 'open' });

    const portal = await post(family, '/api/v1/membership/portal');
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests.at(-1)!.params).toMatchObject({ customer: customerId, return_url: 'http://localhost:3000/membership' });
  });

  it('answers 400 to a webhook with no, wrong, tampered or stale signature, and writes nothing', async () => {
    const family = await createFamily('stripe-forged');
    const sessionId = await checkout(family);
    const { session } = fake.completeSession(sessionId, { paid: true });
    const event = fake.event('checkout.session.completed', session);
    const payload = JSON.stringify(event);

    const attempts = [
      await deliver(event, { signature: null }),
      await deliver(event, { secret: 'whsec_wrong' }),
      await deliver(event, { signature: 't=123,v1=deadbeef' }),
      await deliver(payload, { body: payload.replace('"paid"', '"paid" ') }),
      await deliver(payload, { body: payload.replace(family.userId, 'someone-else') }),
      await deliver(event, { timestamp: now() - 10 * 60 }),
      await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers: { 'stripe-signature': 't=1,v1=abc' } }),
    ];
    // The payload edited after signing: sign the original, send the tampered one.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
    attempts.push(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: payload.replace('"complete"', '"open"'),
      }),
    );
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await t.ctx.db.selectFrom('payment_events').select('id').where('id', '=', event.id).execute()).toEqual([]);
    const after = await state(family.userId);
    expect(after.memberships).toEqual([]);
    expect(after.payments).toEqual([]);
  });

  it('applies the same paid event delivered 10 times (5 at once) exactly once', async () => {
    const family = await createFamily('stripe-replay');
    const sessionId = await checkout(family);
    const { session, subscription, invoice } = fake.completeSession(sessionId, { paid: true });
    const event = fake.event('checkout.session.completed', session);

    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    const sequential = [];
    for (let i = 0; i < 5; i += 1) sequential.push(await deliver(event));
    for (const response of [...concurrent, ...sequential]) expect(response.statusCode, response.body).toBe(200);

    const after = await state(family.userId);
    expect(after.memberships).toHaveLength(1);
    expect(after.memberships[0]).toMatchObject({
      status: 'active',
      membership_type_id: 'core-monthly',
      provider: 'stripe',
      provider_subscription_id: subscription.id,
    });
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: 'completed', amount_cents: 45_000, provider_reference: invoice.id });
    expect(after.bookings).toEqual([{ status: 'booked' }]);
    expect(after.receipts).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('payment_events').select('id').where('id', '=', event.id).execute()).toHaveLength(1);

    // The first invoice is the same charge: invoice.paid for it records nothing more.
    expect((await deliver(fake.event('invoice.paid', invoice))).statusCode).toBe(200);
    expect((await state(family.userId)).payments).toHaveLength(1);
  });

  it('cancels the Stripe subscription when the family deletes its account, and keeps nothing', async () => {
    const family = await createFamily('stripe-delete');
    const sessionId = await checkout(family);
    const { session, subscription } = fake.completeSession(sessionId, { paid: true });
    expect((await deliver(fake.event('checkout.session.completed', session))).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(response.statusCode, response.body).toBe(204);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(true);
    const after = await state(family.userId);
    expect(after.memberships).toEqual([]);
    expect(after.payments).toEqual([]);
    expect(after.bookings).toEqual([]);
    expect(await t.ctx.db.selectFrom('checkout_sessions').select('id').where('user_id', '=', family.userId).execute()).toEqual([]);
  });

  it('keeps the account and everything in it when Stripe cannot cancel the subscription', async () => {
    const family = await createFamily('stripe-delete-outage');
    const sessionId = await checkout(family);
    const { session } = fake.completeSession(sessionId, { paid: true });
    expect((await deliver(fake.event('checkout.session.completed', session))).statusCode).toBe(200);

    fake.setDown(true);
    try {
      const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('We could not cancel your membership with the payment provider. Please try again in a few minutes.');
    } finally {
      fake.setDown(false);
    }
    const after = await state(family.userId);
    expect(after.memberships).toHaveLength(1);
    expect(after.payments).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', family.userId).execute()).toHaveLength(1);
  });

  it('waits on an unpaid completion and grants nothing when the asynchronous payment fails', async () => {
    const family = await createFamily('stripe-async');
    const sessionId = await checkout(family);
    const completed = fake.completeSession(sessionId, { paid: false });
    expect((await deliver(fake.event('checkout.session.completed', completed.session))).statusCode).toBe(200);

    const view = await t.app.inject({ method: 'GET', url: '/api/v1/membership', headers: as(family) });
    expect(view.json()).toMatchObject({ memberships: [], hasPendingCheckout: true, provider: 'stripe' });
    const pending = await post(family, '/api/v1/payments/verify', { sessionId });
    expect(pending.json()).toEqual({ status: 'pending', membership: null });
    expect((await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'pro-monthly' })).statusCode).toBe(409);

    const failed = fake.settleSession(sessionId, false);
    const failure = fake.event('checkout.session.async_payment_failed', failed.session);
    expect((await deliver(failure)).statusCode).toBe(200);
    expect((await deliver(failure)).statusCode).toBe(200);
    // A late copy of the unpaid completion changes nothing.
    expect((await deliver(fake.event('checkout.session.completed', completed.session))).statusCode).toBe(200);

    const after = await state(family.userId);
    expect(after.memberships).toEqual([]);
    expect(after.bookings).toEqual([]);
    expect(after.payments.map((p) => [p.status, p.amount_cents])).toEqual([['failed', 45_000]]);
    const checkoutRow = await t.ctx.db.selectFrom('checkout_sessions').select('status').where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(checkoutRow.status).toBe('failed');
    const verify = await post(family, '/api/v1/payments/verify', { sessionId });
    expect(verify.statusCode).toBe(402);
  });

  it('grants the membership when the asynchronous payment succeeds', async () => {
    const family = await createFamily('stripe-async-ok');
    const sessionId = await checkout(family, 'pro-monthly');
    const completed = fake.completeSession(sessionId, { paid: false });
    await deliver(fake.event('checkout.session.completed', completed.session));
    const settled = fake.settleSession(sessionId, true);
    expect((await deliver(fake.event('checkout.session.async_payment_succeeded', settled.session))).statusCode).toBe(200);
    const after = await state(family.userId);
    expect(after.memberships[0]).toMatchObject({ status: 'active', membership_type_id: 'pro-monthly' });
    expect(after.payments.map((p) => [p.status, p.amount_cents])).toEqual([['completed', 42_500]]);
  });

  it('converges on the right state whatever order the events arrive in', async () => {
    // 1. Canceled at period end before the completion arrives: the fulfilment reads the current subscription.
    const early = await createFamily('stripe-order-cancel');
    const earlySession = await checkout(early);
    const earlyDone = fake.completeSession(earlySession, { paid: true });
    const canceled = fake.updateSubscription(earlyDone.subscription.id as string, { cancel_at_period_end: true });
    expect((await deliver(fake.event('customer.subscription.updated', canceled, now() + 5))).statusCode).toBe(200);
    expect((await deliver(fake.event('invoice.paid', earlyDone.invoice, now() + 2))).statusCode).toBe(200);
    expect((await deliver(fake.event('checkout.session.completed', earlyDone.session, now()))).statusCode).toBe(200);
    let after = await state(early.userId);
    expect(after.memberships).toHaveLength(1);
    expect(after.memberships[0]).toMatchObject({ status: 'canceled', cancel_at_period_end: 1 });
    expect(after.payments).toHaveLength(1);

    // 2. Deleted, then a stale "active" update and the completion: expired stays expired.
    const gone = await createFamily('stripe-order-deleted');
    const goneSession = await checkout(gone);
    const goneDone = fake.completeSession(goneSession, { paid: true });
    const subId = goneDone.subscription.id as string;
    const activeSnapshot = fake.updateSubscription(subId, {});
    const deletedSnapshot = fake.updateSubscription(subId, { status: 'canceled' });
    await deliver(fake.event('customer.subscription.deleted', deletedSnapshot, now() + 60));
    await deliver(fake.event('checkout.session.completed', goneDone.session, now()));
    await deliver(fake.event('customer.subscription.updated', activeSnapshot, now() + 1));
    await deliver(fake.event('customer.subscription.deleted', deletedSnapshot, now() + 60));
    await deliver(fake.event('invoice.paid', goneDone.invoice, now() + 2));
    after = await state(gone.userId);
    expect(after.memberships[0]).toMatchObject({ status: 'expired' });
    expect(after.payments).toHaveLength(1);

    // 3. Renewals: a failure then the payment, delivered newest first; one row per charge, period extended.
    const renew = await createFamily('stripe-order-renew');
    const renewSession = await checkout(renew);
    const renewDone = fake.completeSession(renewSession, { paid: true });
    await deliver(fake.event('checkout.session.completed', renewDone.session, now()));
    const firstEnd = (await state(renew.userId)).memberships[0]!.current_period_end;
    const renewSub = renewDone.subscription.id as string;
    const failedInvoice = fake.renewalInvoice(renewSub, { paid: false, amount: 30_000 });
    // The same invoice, retried successfully: same id, now paid, for the next period.
    const paidInvoice = { ...fake.renewalInvoice(renewSub, { paid: true, amount: 30_000 }), id: failedInvoice.id, status: 'paid' };
    const paidEvent = fake.event('invoice.paid', paidInvoice, now() + 200);
    const failedEvent = fake.event('invoice.payment_failed', failedInvoice, now() + 100);
    await deliver(paidEvent);
    await deliver(failedEvent);
    await deliver(paidEvent);
    after = await state(renew.userId);
    expect(after.memberships[0]).toMatchObject({ status: 'active' });
    expect(Date.parse(after.memberships[0]!.current_period_end)).toBeGreaterThan(Date.parse(firstEnd));
    expect(after.payments.map((p) => [p.payment_type, p.status, p.amount_cents]).sort()).toEqual([
      ['membership', 'completed', 45_000],
      ['renewal', 'completed', 30_000],
      ['renewal', 'failed', 30_000],
    ]);
    expect(after.receipts).toHaveLength(2);

    // 4. A newer failed renewal makes it past_due; a newer payment makes it active again.
    const nextFailed = fake.renewalInvoice(renewSub, { paid: false, amount: 30_000 });
    const nextFailedEvent = fake.event('invoice.payment_failed', nextFailed, now() + 300);
    await deliver(nextFailedEvent);
    await deliver(nextFailedEvent);
    expect((await state(renew.userId)).memberships[0]!.status).toBe('past_due');
    // One e-mail per failed charge, however often its event arrives.
    const mailsOf = async (kind: string) => (await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', renew.email).where('kind', '=', kind).execute()).length;
    expect(await mailsOf('payment-failed')).toBe(2);
    const summary = await t.app.inject({ method: 'GET', url: '/api/v1/membership', headers: as(renew) });
    expect(summary.json().memberships[0].status).toBe('past_due');
    await deliver(fake.event('invoice.paid', { ...nextFailed, status: 'paid', amount_paid: 30_000 }, now() + 400));
    expect((await state(renew.userId)).memberships[0]!.status).toBe('active');

    // 5. Canceled in Stripe's portal: one e-mail, even when the event arrives twice.
    const cancelEvent = fake.event('customer.subscription.updated', fake.updateSubscription(renewSub, { cancel_at_period_end: true }), now() + 500);
    await deliver(cancelEvent);
    await deliver(cancelEvent);
    expect((await state(renew.userId)).memberships[0]).toMatchObject({ status: 'canceled', cancel_at_period_end: 1 });
    expect(await mailsOf('membership-canceled')).toBe(1);
    // The Leaving list has it, with no reason given (decision 074).
    const left = await t.ctx.db.selectFrom('membership_departures').selectAll().where('family_id', '=', renew.userId).execute();
    expect(left.map((d) => [d.kind, d.reason])).toEqual([['cancel', 'not-given']]);
  });

  it('grants once when the success page verifies 50 times while the webhook arrives', async () => {
    for (const round of [1, 2]) {
      const family = await createFamily(`stripe-race-${round}`);
      const sessionId = await checkout(family, round === 1 ? 'core-monthly' : 'pro-annual');
      const { session } = fake.completeSession(sessionId, { paid: true });
      const webhook = fake.event('checkout.session.completed', session);
      const verifications = Array.from({ length: 50 }, () => post(family, '/api/v1/payments/verify', { sessionId }));
      const [hook, ...responses] = await Promise.all([deliver(webhook), ...verifications]);
      expect(hook!.statusCode, hook!.body).toBe(200);
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ status: 'success', membership: { status: 'active' } });
      }
      const after = await state(family.userId);
      expect(after.memberships).toHaveLength(1);
      expect(after.payments).toHaveLength(1);
      expect(after.bookings).toHaveLength(1);
      expect(after.receipts).toHaveLength(1);
    }
  });

  it('keeps every family to its own Stripe sessions (404) and ignores events for sessions that are not ours', async () => {
    const owner = await createFamily('stripe-owner');
    const intruder = await createFamily('stripe-intruder');
    const sessionId = await checkout(owner);
    fake.completeSession(sessionId, { paid: true });
    expect((await post(intruder, '/api/v1/payments/verify', { sessionId })).statusCode).toBe(404);
    expect((await state(owner.userId)).memberships).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payments/test-checkout/${sessionId}`, headers: as(owner) })).statusCode).toBe(404);

    const foreign = fake.event('checkout.session.completed', { id: 'cs_test_not_ours_000000000000000', object: 'checkout.session', payment_status: 'paid', status: 'complete' });
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect(await t.ctx.db.selectFrom('memberships').select('id').where('provider_subscription_id', '=', 'cs_test_not_ours_000000000000000').execute()).toEqual([]);

    const verified = await post(owner, '/api/v1/payments/verify', { sessionId });
    expect(verified.json()).toMatchObject({ status: 'success', membership: { status: 'active', provider: 'stripe' } });
  });
});
