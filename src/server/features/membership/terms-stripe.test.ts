/**
 * Breaks and early withdrawal with Stripe (decision 042), through the local fake and signed events:
 * a pause voids collection until the break's end, resuming lifts it, and an early withdrawal charges
 * the balance off-session on the saved card, then ends the subscription; a decline changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { type TestApp, testDialects } from '#server/testing/harness';
import type { FakeStripe } from '#server/payments/testing/fake-stripe';
import { createStripeTestApp, deliverWebhook } from '#server/testing/stripe';
import { BREAK_MESSAGES } from '#shared/validation/membership-terms';


describe.each(testDialects())('breaks and commitments with Stripe (local fake) on %s', (dialect) => {
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

  /** A family with a paid Pro monthly subscription: its membership id and subscription. */
  async function subscribed(prefix: string): Promise<{ family: TestFamily; membershipId: string; subscriptionId: string }> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const family = await signUpFamily(t, prefix);
    await addTestAthlete(t, family);
    const started = await post(family, '/api/v1/membership/checkout', { membershipTypeId: 'pro-monthly' });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop()!;
    const { session, subscription } = fake.completeSession(sessionId, { paid: true });
    const delivered = await deliverWebhook(t, JSON.stringify(fake.event('checkout.session.completed', session)));
    expect(delivered.statusCode, delivered.body).toBe(200);
    const row = await t.ctx.db.selectFrom('memberships').select('id').where('user_id', '=', family.userId).executeTakeFirstOrThrow();
    return { family, membershipId: row.id, subscriptionId: subscription.id as string };
  }

  it('pauses collection until the break ends (behavior void), and resuming early lifts it', async () => {
    const { family, membershipId, subscriptionId } = await subscribed('stripe-pause');
    const paused = await post(family, '/api/v1/membership/pause', { membershipId, months: 3 });
    expect(paused.statusCode, paused.body).toBe(200);
    const endsAt = paused.json().terms[0].activeBreak.endsAt as string;
    expect(fake.subscriptions.get(subscriptionId)!.pause_collection).toEqual({ behavior: 'void', resumes_at: String(Math.floor(Date.parse(endsAt) / 1000)) });
    const resumed = await post(family, '/api/v1/membership/pause/resume', { membershipId });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
  });

  it('charges the remaining balance on the saved card, then ends the subscription (issue 37); a decline changes nothing', async () => {
    const { family, membershipId, subscriptionId } = await subscribed('stripe-withdraw');
    fake.paymentIntentOutcome.decline = true;
    const declined = await post(family, '/api/v1/membership/withdraw', { membershipId, confirmBalance: true, amountCents: 1 });
    fake.paymentIntentOutcome.decline = false;
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(BREAK_MESSAGES.balanceDeclined);
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    expect(await t.ctx.db.selectFrom('memberships').select(['status', 'cancel_at_period_end']).where('id', '=', membershipId).executeTakeFirstOrThrow()).toEqual({ status: 'active', cancel_at_period_end: 0 });

    const paid = await post(family, '/api/v1/membership/withdraw', { membershipId, confirmBalance: true });
    expect(paid.statusCode, paid.body).toBe(200);
    const intents = [...fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).membershipId === membershipId);
    expect(intents.map((pi) => [pi.amount, pi.payment_method, pi.customer !== undefined])).toEqual([[5 * 37_500, 'pm_card_visa', true]]);
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(create.at(-1)!.params).toMatchObject({ off_session: 'true', confirm: 'true', currency: 'usd' });
    // Paid: the membership has ended, so Stripe bills nothing more.
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const balance = await t.ctx.db.selectFrom('payments').select(['amount_cents', 'status']).where('provider_reference', '=', `balance:${membershipId}`).execute();
    expect(balance).toEqual([{ amount_cents: 187_500, status: 'completed' }]);
    expect((await t.ctx.db.selectFrom('memberships').select('status').where('id', '=', membershipId).executeTakeFirstOrThrow()).status).toBe('expired');
  });
});
