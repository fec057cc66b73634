import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { type TestApp, testDialects } from '#server/testing/harness';
import { createPaymentProvider } from '#server/payments/factory';
import type { FakeStripe } from '#server/payments/testing/fake-stripe';
import { createStripeTestApp, deliverWebhook } from '#server/testing/stripe';
import { expireStaleOrders } from './service';

const KIT = 'training-kit';

describe.each(testDialects())(
  'store orders with Stripe Checkout in payment mode (local fake) on %s',
  (dialect) => {
    let t: TestApp;
    let fake: FakeStripe;

    beforeAll(async () => {
      ({ t, fake } = await createStripeTestApp(dialect));
      await t.ctx.db
        .updateTable('store_products')
        .set({ status: 'available' })
        .where('id', '=', KIT)
        .execute();
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    async function createFamily(prefix: string): Promise<TestFamily> {
      await t.ctx.db.deleteFrom('rate_limits').execute();
      const family = await signUpFamily(t, prefix);
      athletes.set(family.userId, (await addTestAthlete(t, family, 'Leo Martinez')).id);
      return family;
    }
    const athletes = new Map<string, string>();

    const deliver = (event: ReturnType<FakeStripe['event']>) => deliverWebhook(t, JSON.stringify(event));

    async function stock(size: string): Promise<number> {
      return (
        await t.ctx.db
          .selectFrom('store_product_sizes')
          .select('stock')
          .where('product_id', '=', KIT)
          .where('size', '=', size)
          .executeTakeFirstOrThrow()
      ).stock;
    }

    async function order(family: TestFamily, size: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/store/orders',
        headers: as(family),
        payload: { productId: KIT, size, athleteId: athletes.get(family.userId) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { orderId, url } = response.json() as { orderId: string; url: string };
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      return { orderId, sessionId: url.split('/').pop()! };
    }

    it('opens a payment-mode Checkout Session for the product row’s price, marked as a store checkout', async () => {
      const family = await createFamily('stripe-store-create');
      const { orderId, sessionId } = await order(family, 'Youth M');
      const create = fake.requests.find(
        (r) =>
          r.path === '/v1/checkout/sessions' &&
          r.method === 'POST' &&
          fake.sessions.get(sessionId)?.client_reference_id === family.userId,
      )!;
      expect(create.idempotencyKey).toBe(`checkout-${orderId}`);
      expect(create.params).toMatchObject({
        mode: 'payment',
        customer_email: family.email,
        success_url: `http://localhost:3000/store?order=${orderId}`,
        cancel_url: 'http://localhost:3000/store',
        metadata: { kind: 'store', userId: family.userId, checkoutId: orderId },
        payment_intent_data: { metadata: { kind: 'store', checkoutId: orderId } },
      });
      const items = create.params.line_items as {
        price_data: { unit_amount: string; recurring?: unknown; product_data: { name: string } };
      }[];
      expect(
        items.map((i) => [
          i.price_data.unit_amount,
          i.price_data.recurring ?? 'once',
          i.price_data.product_data.name,
        ]),
      ).toEqual([['8999', 'once', 'Bravo Academy Training Kit (Youth M) for Leo']]);
    });

    it('a completed webhook pays the order once (a redelivery changes nothing) and queues one receipt; membership is untouched', async () => {
      const family = await createFamily('stripe-store-paid');
      const { orderId, sessionId } = await order(family, 'Youth S');
      const paid = fake.event('checkout.session.completed', fake.payPaymentSession(sessionId));
      expect((await deliver(paid)).statusCode).toBe(200);
      expect((await deliver(paid)).statusCode).toBe(200);
      expect(
        (await deliver(fake.event('checkout.session.completed', fake.sessions.get(sessionId)!)))
          .statusCode,
      ).toBe(200);

      const row = await t.ctx.db
        .selectFrom('store_orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('paid');
      const payments = await t.ctx.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', family.userId)
        .execute();
      expect(
        payments.map((p) => [
          p.payment_type,
          p.amount_cents,
          p.status,
          p.provider_reference.startsWith('pi_'),
        ]),
      ).toEqual([['store', 8999, 'completed', true]]);
      const receipts = await t.ctx.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_address', '=', family.email)
        .where('kind', '=', 'payment-receipt')
        .execute();
      expect(receipts).toEqual([{ subject: 'Your Bravo Academy receipt: $89.99' }]);
      expect(
        await t.ctx.db
          .selectFrom('memberships')
          .select('id')
          .where('user_id', '=', family.userId)
          .execute(),
      ).toEqual([]);
      expect(
        await t.ctx.db
          .selectFrom('checkout_sessions')
          .select('id')
          .where('user_id', '=', family.userId)
          .execute(),
      ).toEqual([]);
    });

    it('the order page settles a paid session itself when the webhook is late', async () => {
      const family = await createFamily('stripe-store-verify');
      const { orderId, sessionId } = await order(family, 'Youth L');
      fake.payPaymentSession(sessionId);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/store/orders/${orderId}`,
        headers: as(family),
      });
      expect(response.json()).toMatchObject({ id: orderId, status: 'paid', amountCents: 8999 });
    });

    it('an expired session gives the size back, by webhook or by the scheduled check', async () => {
      const family = await createFamily('stripe-store-expired');
      const before = await stock('Youth XL');
      const first = await order(family, 'Youth XL');
      expect(await stock('Youth XL')).toBe(before - 1);
      expect(
        (await deliver(fake.event('checkout.session.expired', fake.expireSession(first.sessionId))))
          .statusCode,
      ).toBe(200);
      expect(await stock('Youth XL')).toBe(before);

      const second = await order(family, 'Youth XL');
      fake.expireSession(second.sessionId);
      await expireStaleOrders(
        t.ctx,
        createPaymentProvider(t.ctx),
        new Date(Date.now() + 31 * 60_000),
      );
      expect(await stock('Youth XL')).toBe(before);
      const statuses = await t.ctx.db
        .selectFrom('store_orders')
        .select('status')
        .where('user_id', '=', family.userId)
        .execute();
      expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired']);
    });

    it('a failed asynchronous payment keeps the stock: the order is declined and the size goes back on sale', async () => {
      const family = await createFamily('stripe-store-async-failed');
      const before = await stock('Youth S');
      const { orderId, sessionId } = await order(family, 'Youth S');
      const session = {
        ...fake.sessions.get(sessionId)!,
        status: 'complete',
        payment_status: 'unpaid',
      };
      expect((await deliver(fake.event('checkout.session.completed', session))).statusCode).toBe(
        200,
      );
      expect(await stock('Youth S')).toBe(before - 1);
      expect(
        (await deliver(fake.event('checkout.session.async_payment_failed', session))).statusCode,
      ).toBe(200);
      expect(await stock('Youth S')).toBe(before);
      const row = await t.ctx.db
        .selectFrom('store_orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('declined');
      expect(
        await t.ctx.db
          .selectFrom('payments')
          .select('id')
          .where('user_id', '=', family.userId)
          .where('status', '=', 'completed')
          .execute(),
      ).toEqual([]);
    });

    it('gives the size back and answers 503 when Stripe cannot be reached', async () => {
      const family = await createFamily('stripe-store-down');
      const before = await stock('Youth M');
      fake.setDown(true);
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/store/orders',
          headers: as(family),
          payload: { productId: KIT, size: 'Youth M', athleteId: athletes.get(family.userId) },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.message).toBe(
          'We could not start the payment just now. Nothing was charged; please try again in a few minutes.',
        );
      } finally {
        fake.setDown(false);
      }
      expect(await stock('Youth M')).toBe(before);
    });
  },
);
