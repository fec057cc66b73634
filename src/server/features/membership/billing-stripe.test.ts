/**
 * Refunds and credits through Stripe (decisions 079 and 085), against the local fake: a one-time
 * charge is refunded by its payment intent, a subscription's invoice by the payment intent Stripe
 * lists for it, each under the refund's idempotency key; Stripe refusing leaves the payment as it
 * was, with a clear error. A credit comes off a Stripe renewal as a negative item on its draft
 * invoice, once however often the event arrives, the rest carried over; Stripe refusing gives it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '#shared/billing';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { type TestApp, testDialects } from '#server/testing/harness';
import type { FakeStripe } from '#server/payments/testing/fake-stripe';
import { createStripeTestApp, deliverWebhook } from '#server/testing/stripe';

describe.each(testDialects())('refunds with Stripe (local fake) on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: TestFamily;
  let family: TestFamily;

  beforeAll(async () => {
    ({ t, fake } = await createStripeTestApp(dialect));
    admin = await createFamily(t, 'stripe-refund-admin');
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    family = await createFamily(t, 'stripe-refund-family');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const pay = async (id: string, reference: string, cents: number) => {
    await t.ctx.db
      .insertInto('payments')
      .values({ id, user_id: family.userId, payment_type: 'store', description: 'Jersey', amount_cents: cents, status: 'completed', provider: 'stripe', provider_reference: reference, created_at: new Date().toISOString() })
      .execute();
  };
  const refund = (paymentId: string, amountCents: number, reason = 'Wrong size') =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/payments/${paymentId}/refunds`, headers: as(admin), payload: { amountCents, reason } });

  it('refunds a payment intent, and an invoice through the payment Stripe lists for it, with idempotency keys', async () => {
    await pay('stripe-pi-payment', 'pi_fake_charge', 4500);
    const first = await refund('stripe-pi-payment', 1500);
    expect(first.statusCode, first.body).toBe(200);
    const call = fake.requests.find((r) => r.path === '/v1/refunds' && r.params.payment_intent === 'pi_fake_charge')!;
    expect(call.params).toMatchObject({ amount: '1500', metadata: { paymentId: 'stripe-pi-payment' } });
    expect(call.idempotencyKey).toBe(`refund-${first.json().refund.id}`);
    const row = await t.ctx.db.selectFrom('payment_refunds').selectAll().where('payment_id', '=', 'stripe-pi-payment').executeTakeFirstOrThrow();
    expect(row.provider_reference).toMatch(/^re_/);

    const invoice = { id: 'in_fake_renewal', object: 'invoice', payment_intent: 'pi_fake_invoice' };
    fake.invoices.set(invoice.id, invoice);
    await pay('stripe-invoice-payment', 'in_fake_renewal', 9900);
    const whole = await refund('stripe-invoice-payment', 9900);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(fake.requests.some((r) => r.path === '/v1/refunds' && r.params.payment_intent === 'pi_fake_invoice' && r.params.amount === '9900')).toBe(true);
  });

  it('Stripe down: a clear error, the payment as it was, and the same refund may be asked again', async () => {
    await pay('stripe-down-payment', 'pi_fake_down', 3000);
    fake.setDown(true);
    try {
      const refused = await refund('stripe-down-payment', 1000);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.message).toBe(M.refundFailed);
    } finally {
      fake.setDown(false);
    }
    const payment = await t.ctx.db.selectFrom('payments').select('refunded_cents').where('id', '=', 'stripe-down-payment').executeTakeFirstOrThrow();
    expect(Number(payment.refunded_cents)).toBe(0);
    expect(await t.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'payment.refunded').where('target_id', '=', 'stripe-down-payment').execute()).toHaveLength(0);
    const again = await refund('stripe-down-payment', 1000);
    expect(again.statusCode, again.body).toBe(200);
  });

  describe('a credit on a renewal Stripe charges', () => {
    const seconds = () => Math.floor(Date.now() / 1000);
    const deliver = (event: ReturnType<FakeStripe['event']>) => deliverWebhook(t, JSON.stringify(event));
    const grant = (f: TestFamily, amountCents: number, reason: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/admin/families/${f.userId}/credits`, headers: as(admin), payload: { amountCents, reason } });
    const creditOf = async (f: TestFamily) => (await t.app.inject({ method: 'GET', url: '/api/v1/membership', headers: as(f) })).json().creditCents as number;
    const creditItems = (invoiceId: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/invoiceitems' && r.params.invoice === invoiceId);

    /** A family whose Core Monthly ($300.00) Stripe bills. */
    async function stripeMember(prefix: string) {
      await t.ctx.db.deleteFrom('rate_limits').execute();
      const member = await createFamily(t, prefix);
      await addTestAthlete(t, member);
      const checkout = await t.app.inject({ method: 'POST', url: '/api/v1/membership/checkout', headers: as(member), payload: { membershipTypeId: 'core-monthly' } });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const { session, subscription } = fake.completeSession((checkout.json().url as string).split('/').pop()!, { paid: true });
      expect((await deliver(fake.event('checkout.session.completed', session))).statusCode).toBe(200);
      return { member, subscriptionId: subscription.id as string };
    }

    it('comes off the draft renewal invoice once, however often its event arrives; the rest carries to the next renewal', async () => {
      const { member, subscriptionId } = await stripeMember('stripe-credit');
      expect((await grant(member, 40_000, 'Two weeks of closed fields')).statusCode).toBe(200);

      // The first renewal ($300.00) is covered in full; the event arrives three times.
      const draft = fake.draftRenewalInvoice(subscriptionId, { amount: 30_000 });
      const created = fake.event('invoice.created', draft, seconds());
      for (const event of [created, created, fake.event('invoice.created', draft, seconds())]) expect((await deliver(event)).statusCode).toBe(200);
      const items = creditItems(draft.id as string);
      // The redelivery under a new event id asked again with the same key: Stripe keeps one item.
      expect(items.map((r) => [r.params.amount, r.params.customer, r.idempotencyKey])).toEqual([
        ['-30000', draft.customer, `credit-${draft.id}`],
        ['-30000', draft.customer, `credit-${draft.id}`],
      ]);
      expect(fake.invoices.get(draft.id as string)).toMatchObject({ amount_due: 0 });
      expect(((fake.invoices.get(draft.id as string)!.lines as { data: unknown[] }).data)).toHaveLength(2);
      expect(await creditOf(member)).toBe(10_000);

      const paid = fake.payDraft(draft.id as string);
      expect((await deliver(fake.event('invoice.paid', paid, seconds() + 1))).statusCode).toBe(200);
      const payment = await t.ctx.db.selectFrom('payments').selectAll().where('provider_reference', '=', draft.id as string).executeTakeFirstOrThrow();
      expect(Number(payment.amount_cents)).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}/receipt`, headers: as(member) })).json()).toMatchObject({ amountCents: 0, creditCents: 30_000 });
      const receipt = await t.ctx.db.selectFrom('outbox').select('text_body').where('to_address', '=', member.email).where('kind', '=', 'payment-receipt').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(receipt.text_body).toContain('Credit applied: -$300.00');

      // The next renewal takes the $100.00 left and Stripe charges $200.00.
      const next = fake.draftRenewalInvoice(subscriptionId, { amount: 30_000 });
      await deliver(fake.event('invoice.created', next, seconds() + 2));
      expect(creditItems(next.id as string).map((r) => r.params.amount)).toEqual(['-10000']);
      expect(fake.invoices.get(next.id as string)).toMatchObject({ amount_due: 20_000 });
      expect(await creditOf(member)).toBe(0);
      const uses = await t.ctx.db.selectFrom('billing_credits').select(['amount_cents', 'payment_reference']).where('user_id', '=', member.userId).where('amount_cents', '<', 0).orderBy('created_at').orderBy('id').execute();
      expect(uses.map((u) => [Number(u.amount_cents), u.payment_reference])).toEqual([
        [-30_000, draft.id],
        [-10_000, next.id],
      ]);

      // With nothing left, a renewal is not touched.
      const third = fake.draftRenewalInvoice(subscriptionId, { amount: 30_000 });
      await deliver(fake.event('invoice.created', third, seconds() + 3));
      expect(creditItems(third.id as string)).toHaveLength(0);
    });

    it('Stripe refusing (down, or the invoice already final) gives the credit back for the next charge', async () => {
      const { member, subscriptionId } = await stripeMember('stripe-credit-refused');
      expect((await grant(member, 5_000, 'Coach absent')).statusCode).toBe(200);
      const draft = fake.draftRenewalInvoice(subscriptionId, { amount: 30_000 });
      fake.setDown(true);
      try {
        expect((await deliver(fake.event('invoice.created', draft, seconds()))).statusCode).toBe(200);
      } finally {
        fake.setDown(false);
      }
      expect(await creditOf(member)).toBe(5_000);
      expect(fake.invoices.get(draft.id as string)).toMatchObject({ amount_due: 30_000 });

      // The event says draft, but Stripe finalized the invoice before it arrived.
      const final = fake.draftRenewalInvoice(subscriptionId, { amount: 30_000 });
      fake.invoices.get(final.id as string)!.status = 'open';
      expect((await deliver(fake.event('invoice.created', final, seconds() + 1))).statusCode).toBe(200);
      expect(await creditOf(member)).toBe(5_000);
      expect(await t.ctx.db.selectFrom('billing_credits').select('id').where('user_id', '=', member.userId).where('amount_cents', '<', 0).execute()).toHaveLength(0);
    });
  });
});
