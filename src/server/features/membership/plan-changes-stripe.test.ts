/**
 * Plan changes with Stripe (issue 17, point 2; decision 043), through the local fake and signed
 * events, on SQLite and PostgreSQL: an upgrade and a switch update the subscription's price with
 * always_invoice, a downgrade is a subscription schedule, and customer.subscription.updated and
 * invoice.paid, delivered twice, out of order, or racing the app's own request, leave exactly one
 * live membership for the athlete on the subscription's plan and one charge. The Billing Portal
 * opens with a configuration that cannot cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths } from '#shared/membership-terms';
import { PLAN_CHANGE_MESSAGES } from '#shared/validation/membership';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { type TestApp, testDialects } from '#server/testing/harness';
import type { FakeStripe } from '#server/payments/testing/fake-stripe';
import { createStripeTestApp, deliverWebhook } from '#server/testing/stripe';
import { PORTAL_CONFIGURATION_VERSION } from '#server/payments/stripe-provider';

type Obj = Record<string, unknown>;
const iso = (v: string | Date) => new Date(v).toISOString();

describe.each(testDialects())('plan changes with Stripe (local fake) on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeStripe;

  beforeAll(async () => {
    ({ t, fake } = await createStripeTestApp(dialect));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (f: TestFamily, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: as(f), payload });

  async function deliver(type: string, object: Obj, created?: number): Promise<void> {
    const delivered = await deliverWebhook(t, JSON.stringify(fake.event(type, object, created)));
    expect(delivered.statusCode, delivered.body).toBe(200);
  }

  /** A family whose athlete holds a paid subscription to `plan`. */
  async function subscribed(prefix: string, plan: string, periodDays = 30) {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const family = await signUpFamily(t, prefix);
    const athlete = await addTestAthlete(t, family);
    const started = await post(family, '/api/v1/membership/checkout', { membershipTypeId: plan });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop()!;
    const { session, subscription } = fake.completeSession(sessionId, { paid: true, periodDays });
    await deliver('checkout.session.completed', session);
    const row = await t.ctx.db.selectFrom('memberships').select('id').where('user_id', '=', family.userId).executeTakeFirstOrThrow();
    return { family, athleteId: athlete.id, membershipId: row.id, subscriptionId: subscription.id as string, before: structuredClone(subscription) };
  }

  async function outcome(f: TestFamily, athleteId: string) {
    const db = t.ctx.db;
    return {
      live: await db.selectFrom('memberships').select(['membership_type_id', 'scheduled_membership_type_id']).where('athlete_id', '=', athleteId).where('status', 'in', ['active', 'past_due', 'canceled']).execute(),
      charges: await db.selectFrom('payments').select(['amount_cents', 'provider_reference']).where('user_id', '=', f.userId).where('payment_type', '=', 'plan_change').execute(),
      mails: (await db.selectFrom('outbox').select('kind').where('to_address', '=', f.email).where('kind', 'in', ['membership-plan-changed', 'payment-receipt']).execute()).map((m) => m.kind).sort(),
    };
  }

  const planUpdates = (subscriptionId: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}` && 'items' in r.params);

  it('upgrades Core to Pro through the subscription update (always_invoice), and events twice or out of order change nothing more', async () => {
    const { family, athleteId, membershipId, subscriptionId, before } = await subscribed('stripe-upgrade', 'core-monthly');
    const changed = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly', amountCents: 0 });
    expect(changed.statusCode, changed.body).toBe(200);

    const [update] = planUpdates(subscriptionId);
    expect(update!.params).toMatchObject({ proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete', metadata: { membershipTypeId: 'pro-monthly' } });
    const price = fake.prices.get(String((update!.params.items as Obj[])[0]!.price))!;
    expect(price).toMatchObject({ unit_amount: 37_500, recurring: { interval: 'month' }, metadata: { membershipTypeId: 'pro-monthly' } });
    const subscription = fake.subscriptions.get(subscriptionId)!;
    const invoice = fake.invoices.get(subscription.latest_invoice as string)!;
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(Math.abs((invoice.amount_paid as number) - 7_500)).toBeLessThanOrEqual(1);

    const expected = { live: [{ membership_type_id: 'pro-monthly', scheduled_membership_type_id: null }], charges: [{ amount_cents: invoice.amount_paid, provider_reference: invoice.id }], mails: ['membership-plan-changed', 'payment-receipt', 'payment-receipt'] };
    expect(await outcome(family, athleteId)).toEqual(expected);

    // A snapshot from before the change, delivered late and before any event of the change: ignored.
    await deliver('customer.subscription.updated', before, Math.floor(Date.now() / 1000) - 60);
    expect(await outcome(family, athleteId)).toEqual(expected);
    // Stripe's events: the invoice first, each twice, then the pre-change snapshot again.
    const now = Math.floor(Date.now() / 1000);
    await deliver('invoice.paid', invoice, now + 1);
    await deliver('customer.subscription.updated', subscription, now + 1);
    await deliver('invoice.paid', invoice, now + 1);
    await deliver('customer.subscription.updated', subscription, now + 1);
    await deliver('customer.subscription.updated', before, now - 60);
    expect(await outcome(family, athleteId)).toEqual(expected);
  });

  it('applies the change once when Stripe’s events arrive before the answer to the app’s own request', async () => {
    const { family, athleteId, membershipId } = await subscribed('stripe-race', 'core-monthly');
    fake.hooks.afterPlanChange = async (subscription, invoice) => {
      await deliver('customer.subscription.updated', subscription);
      await deliver('invoice.paid', invoice);
    };
    try {
      const changed = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().paymentId).toBeTruthy();
    } finally {
      fake.hooks.afterPlanChange = undefined;
    }
    const result = await outcome(family, athleteId);
    expect(result.live).toEqual([{ membership_type_id: 'pro-monthly', scheduled_membership_type_id: null }]);
    expect(result.charges).toHaveLength(1);
    expect(result.mails).toEqual(['membership-plan-changed', 'payment-receipt', 'payment-receipt']);
  });

  it('switches monthly to annual: a new yearly period, charged the year less the unused month', async () => {
    const { family, athleteId, membershipId, subscriptionId } = await subscribed('stripe-switch', 'core-monthly');
    const changed = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-annual' });
    expect(changed.statusCode, changed.body).toBe(200);
    const subscription = fake.subscriptions.get(subscriptionId)!;
    const invoice = fake.invoices.get(subscription.latest_invoice as string)!;
    expect(Math.abs((invoice.amount_paid as number) - (330_000 - 30_000))).toBeLessThanOrEqual(1);
    await deliver('customer.subscription.updated', subscription);
    await deliver('invoice.paid', invoice);
    const result = await outcome(family, athleteId);
    expect(result.live).toEqual([{ membership_type_id: 'core-annual', scheduled_membership_type_id: null }]);
    expect(result.charges).toEqual([{ amount_cents: invoice.amount_paid, provider_reference: invoice.id }]);
    const row = await t.ctx.db.selectFrom('memberships').select('current_period_end').where('id', '=', membershipId).executeTakeFirstOrThrow();
    const item = ((subscription.items as Obj).data as Obj[])[0]!;
    expect(iso(row.current_period_end)).toBe(new Date((item.current_period_end as number) * 1000).toISOString());
  });

  it('downgrades Pro to Core with a subscription schedule at the period’s end; the phase change moves the plan once', async () => {
    const { family, athleteId, membershipId, subscriptionId } = await subscribed('stripe-downgrade', 'pro-monthly');
    const row = await t.ctx.db.selectFrom('memberships').select('current_period_end').where('id', '=', membershipId).executeTakeFirstOrThrow();
    // In the last month of Pro's 6-month commitment.
    await t.ctx.db.updateTable('memberships').set({ created_at: addCalendarMonths(iso(row.current_period_end), -6) }).where('id', '=', membershipId).execute();
    const scheduled = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-monthly' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(planUpdates(subscriptionId)).toEqual([]);

    const subscription = fake.subscriptions.get(subscriptionId)!;
    const schedule = fake.schedules.get(subscription.schedule as string)!;
    const phases = schedule.phases as Obj[];
    expect(schedule.end_behavior).toBe('release');
    expect(phases).toHaveLength(2);
    expect(phases[0]!.end_date).toBe(((subscription.items as Obj).data as Obj[])[0]!.current_period_end);
    expect(phases[1]).toMatchObject({ proration_behavior: 'none', metadata: { membershipTypeId: 'core-monthly' } });
    expect(fake.prices.get(String(((phases[1]!.items as Obj[])[0] as Obj).price))).toMatchObject({ unit_amount: 30_000, metadata: { membershipTypeId: 'core-monthly' } });
    expect(await t.ctx.db.selectFrom('memberships').select(['membership_type_id', 'scheduled_membership_type_id', 'provider_schedule_id']).where('id', '=', membershipId).executeTakeFirstOrThrow()).toEqual({
      membership_type_id: 'pro-monthly',
      scheduled_membership_type_id: 'core-monthly',
      provider_schedule_id: schedule.id,
    });
    expect((await outcome(family, athleteId)).charges).toEqual([]);

    // The period ends: the renewal invoice first, then the subscription's new price, each twice.
    const { subscription: renewed, invoice } = fake.advanceSchedule(subscriptionId);
    const at = Math.floor(Date.now() / 1000) + 5;
    await deliver('invoice.paid', invoice, at);
    await deliver('customer.subscription.updated', renewed, at);
    await deliver('customer.subscription.updated', renewed, at);
    await deliver('invoice.paid', invoice, at);
    const result = await outcome(family, athleteId);
    expect(result.live).toEqual([{ membership_type_id: 'core-monthly', scheduled_membership_type_id: null }]);
    expect(result.mails.filter((m) => m === 'membership-plan-changed')).toHaveLength(1);
    const renewals = await t.ctx.db.selectFrom('payments').select('amount_cents').where('provider_reference', '=', invoice.id as string).execute();
    expect(renewals).toEqual([{ amount_cents: 30_000 }]);
  });

  it('cancelling a membership with a downgrade scheduled releases the schedule first, so the cancellation goes through', async () => {
    const { family, membershipId, subscriptionId } = await subscribed('stripe-downgrade-cancel', 'pro-monthly');
    const row = await t.ctx.db.selectFrom('memberships').select('current_period_end').where('id', '=', membershipId).executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('memberships').set({ created_at: addCalendarMonths(iso(row.current_period_end), -6) }).where('id', '=', membershipId).execute();
    expect((await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-monthly' })).statusCode).toBe(200);
    const scheduleId = fake.subscriptions.get(subscriptionId)!.schedule as string;
    expect(scheduleId).toBeTruthy();
    const withdrawn = await post(family, '/api/v1/membership/withdraw', { membershipId, confirmBalance: true });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(fake.schedules.get(scheduleId)!.status).toBe('released');
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ schedule: null, cancel_at_period_end: true });
    expect((await t.ctx.db.selectFrom('memberships').select('status').where('id', '=', membershipId).executeTakeFirstOrThrow()).status).toBe('canceled');
  });

  it('keeping the current plan releases the downgrade’s schedule', async () => {
    const { family, membershipId, subscriptionId } = await subscribed('stripe-downgrade-keep', 'pro-annual', 365);
    expect((await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly' })).statusCode).toBe(200);
    const scheduleId = fake.subscriptions.get(subscriptionId)!.schedule as string;
    const kept = await post(family, '/api/v1/membership/plan-change/cancel', { membershipId });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(fake.schedules.get(scheduleId)!.status).toBe('released');
    expect(fake.subscriptions.get(subscriptionId)!.schedule).toBeNull();
    expect(await t.ctx.db.selectFrom('memberships').select(['membership_type_id', 'scheduled_membership_type_id', 'provider_schedule_id']).where('id', '=', membershipId).executeTakeFirstOrThrow()).toEqual({
      membership_type_id: 'pro-annual',
      scheduled_membership_type_id: null,
      provider_schedule_id: null,
    });
  });

  it('a declined card leaves the subscription and the membership as they were', async () => {
    const { family, athleteId, membershipId, subscriptionId } = await subscribed('stripe-decline', 'core-monthly');
    fake.paymentIntentOutcome.decline = true;
    const declined = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly' });
    fake.paymentIntentOutcome.decline = false;
    expect([declined.statusCode, declined.json().error.message]).toEqual([402, PLAN_CHANGE_MESSAGES.declined]);
    expect((((fake.subscriptions.get(subscriptionId)!.items as Obj).data as Obj[])[0]!.price as Obj).unit_amount).toBe(30_000);
    expect(await outcome(family, athleteId)).toMatchObject({ live: [{ membership_type_id: 'core-monthly' }], charges: [] });
    // The claim was released: the family can try again.
    const retried = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly' });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('20 identical upgrade requests at once update the subscription once and charge once', async () => {
    const { family, athleteId, membershipId, subscriptionId } = await subscribed('stripe-concurrent', 'core-monthly');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly' })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 400 || c === 409)).toBe(true);
    expect(planUpdates(subscriptionId)).toHaveLength(1);
    const result = await outcome(family, athleteId);
    expect(result.live).toEqual([{ membership_type_id: 'pro-monthly', scheduled_membership_type_id: null }]);
    expect(result.charges).toHaveLength(1);
  });

  it('opens the Billing Portal with a configuration that cannot cancel or change plans, created once', async () => {
    const { family } = await subscribed('stripe-portal', 'core-monthly');
    for (let i = 0; i < 2; i += 1) {
      const portal = await post(family, '/api/v1/membership/portal');
      expect(portal.statusCode, portal.body).toBe(200);
    }
    const configurations = [...fake.portalConfigurations.values()].filter((c) => (c.metadata as Obj).bravo === PORTAL_CONFIGURATION_VERSION);
    expect(configurations).toHaveLength(1);
    expect(configurations[0]!.features).toMatchObject({ subscription_cancel: { enabled: 'false' }, subscription_update: { enabled: 'false' }, payment_method_update: { enabled: 'true' } });
    const sessions = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions');
    expect(sessions.slice(-2).map((r) => r.params.configuration)).toEqual([configurations[0]!.id, configurations[0]!.id]);
  });
});
