/**
 * Refunds through Stripe (decision 079), against the local fake: a one-time charge is refunded by
 * its payment intent, a subscription's invoice by the payment intent Stripe lists for it, each under
 * the refund's idempotency key; Stripe refusing leaves the payment as it was, with a clear error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '#shared/billing';
import { as, createFamily, type TestFamily } from '#server/testing/families';
import { type TestApp, testDialects } from '#server/testing/harness';
import type { FakeStripe } from '#server/payments/testing/fake-stripe';
import { createStripeTestApp } from '#server/testing/stripe';

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
});
