import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createFamily as signUpFamily,
  ORIGIN,
  type TestFamily,
} from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { createPaymentProvider } from '#server/payments/factory';
import { seedStore } from './seed';
import { expireStaleOrders } from './service';

const CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Ana Alvarez',
};
const DECLINE = { ...CARD, cardNumber: '4000 0000 0000 0002' };
const KIT = 'training-kit';

describe.each(testDialects())('the store with the built-in test provider on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily('store-admin');
    await t.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', admin.userId)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new signed-in family; this file signs up more families than the per-minute sign-up limit allows. */
  async function createFamily(prefix: string): Promise<TestFamily> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    return signUpFamily(t, prefix);
  }

  const get = (f: TestFamily, url: string) => t.app.inject({ method: 'GET', url, headers: as(f) });
  const post = (f: TestFamily, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: as(f), payload });
  const patchKit = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/store/products/${KIT}`,
      headers: as(admin),
      payload,
    });

  async function stock(size: string): Promise<number> {
    const row = await t.ctx.db
      .selectFrom('store_product_sizes')
      .select('stock')
      .where('product_id', '=', KIT)
      .where('size', '=', size)
      .executeTakeFirstOrThrow();
    return row.stock;
  }
  async function written(userId: string) {
    const db = t.ctx.db;
    return {
      orders: await db
        .selectFrom('store_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),
      payments: await db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute(),
    };
  }
  async function order(
    f: TestFamily,
    size = 'Youth M',
  ): Promise<{ orderId: string; sessionId: string }> {
    const response = await post(f, '/api/v1/store/orders', { productId: KIT, size });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, url } = response.json() as { orderId: string; url: string };
    expect(url).toMatch(/^\/store\/checkout\/cs_test_[A-Za-z0-9]{24,}$/);
    return { orderId, sessionId: url.split('/').pop()! };
  }

  it('shows the seeded kit at $89.99, Coming Soon, the three partner products and the four categories; the store is not open', async () => {
    const family = await createFamily('store-view');
    const response = await get(family, '/api/v1/store');
    expect(response.statusCode).toBe(200);
    const store = response.json();
    expect(store.isOpen).toBe(false);
    expect(store.products).toHaveLength(1);
    expect(store.products[0]).toMatchObject({
      id: KIT,
      priceCents: 8999,
      status: 'coming_soon',
      displayedStatus: 'coming_soon',
      isOrderable: false,
      image: 'training-kit',
    });
    expect(store.products[0].sizes.map((s: { size: string }) => s.size)).toEqual([
      'Youth S',
      'Youth M',
      'Youth L',
      'Youth XL',
      'Adult S',
    ]);
    expect(store.partners.map((p: { fromCents: number }) => p.fromCents)).toEqual([
      4000, 4500, 4900,
    ]);
    expect(store.partners.every((p: { url: string }) => p.url.startsWith('https://'))).toBe(true);
    expect(
      store.categories.map((c: { name: string; url: string | null; coming: string | null }) => [
        c.name,
        c.url !== null,
        c.coming !== null,
      ]),
    ).toEqual([
      ['Apparel', true, false],
      ['Accessories', true, false],
      ['Equipment', false, true],
      ['Gift Cards', false, true],
    ]);
  });

  it('re-seeding keeps what staff own (status, price, stock) and adds nothing twice', async () => {
    expect(
      (await patchKit({ priceCents: 9500, stock: [{ size: 'Youth L', stock: 3 }] })).statusCode,
    ).toBe(200);
    await seedStore(t.ctx.db);
    const product = await t.ctx.db
      .selectFrom('store_products')
      .selectAll()
      .where('id', '=', KIT)
      .executeTakeFirstOrThrow();
    expect([product.price_cents, product.status, await stock('Youth L')]).toEqual([
      9500,
      'coming_soon',
      3,
    ]);
    expect(await t.ctx.db.selectFrom('store_product_sizes').select('size').execute()).toHaveLength(
      5,
    );
    expect(
      (await patchKit({ priceCents: 8999, stock: [{ size: 'Youth L', stock: 10 }] })).statusCode,
    ).toBe(200);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary', 'actor_email']).where('target_id', '=', KIT).orderBy('id', 'desc').limit(2).execute();
    expect(audit.map((a) => a.summary)).toEqual([
      expect.stringMatching(/: price 8999 cents, Youth L stock 10$/),
      expect.stringMatching(/: price 9500 cents, Youth L stock 3$/),
    ]);
    expect(audit.every((a) => a.action === 'store.updated' && a.actor_email === admin.email)).toBe(true);
  });

  it('answers 401 without a session and 403 to a parent on the admin routes, writing nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/store'],
      ['POST', '/api/v1/store/orders'],
      ['GET', '/api/v1/store/orders'],
      ['GET', '/api/v1/admin/store'],
      ['PATCH', `/api/v1/admin/store/products/${KIT}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(method === 'GET'
          ? {}
          : { payload: { productId: KIT, size: 'Youth M', status: 'available' } }),
      });
      expect(response.statusCode, url).toBe(401);
    }
    const parent = await createFamily('store-parent');
    expect((await get(parent, '/api/v1/admin/store')).statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/store/products/${KIT}`,
      headers: as(parent),
      payload: { status: 'available' },
    });
    expect(patch.statusCode).toBe(403);
    expect(
      (await post(parent, '/api/v1/admin/store/orders/00000000-0000-0000-0000-000000000000/fulfil'))
        .statusCode,
    ).toBe(403);
    const product = await t.ctx.db
      .selectFrom('store_products')
      .select('status')
      .where('id', '=', KIT)
      .executeTakeFirstOrThrow();
    expect(product.status).toBe('coming_soon');
  });

  it('refuses an order while the kit is Coming Soon (409), then takes one once an admin makes it Available', async () => {
    const family = await createFamily('store-soon');
    const early = await post(family, '/api/v1/store/orders', { productId: KIT, size: 'Youth M' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This product is not available to order yet.');
    expect((await written(family.userId)).orders).toEqual([]);

    const opened = await patchKit({ status: 'available' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().products[0]).toMatchObject({ status: 'available', isOrderable: true });
    expect((await get(family, '/api/v1/store')).json().isOpen).toBe(true);
  });

  it('refuses bad input with a clear 400 and writes nothing: a client-sent price, an unknown product or size, a NUL byte, 5,000 characters', async () => {
    const family = await createFamily('store-bad');
    const before = await stock('Youth M');
    const cases: [Record<string, unknown>, string][] = [
      [
        { productId: KIT, size: 'Youth M', priceCents: 1 },
        'An order sends only the product and the size: the price always comes from the store.',
      ],
      [
        { productId: KIT, size: 'Youth M', amountCents: 0 },
        'An order sends only the product and the size: the price always comes from the store.',
      ],
      [
        { productId: 'golden-boots', size: 'Youth M' },
        'Unknown product. Choose a product from the store.',
      ],
      [
        { productId: KIT, size: 'XXL' },
        'Unknown size for this product. Choose one of the sizes shown.',
      ],
      [{ productId: KIT }, 'Unknown size for this product. Choose one of the sizes shown.'],
      [
        { productId: 'x'.repeat(5000), size: 'Youth M' },
        'Unknown product. Choose a product from the store.',
      ],
      [
        { productId: KIT, size: 'Y'.repeat(5000) },
        'Unknown size for this product. Choose one of the sizes shown.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(family, '/api/v1/store/orders', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const nul = await post(family, '/api/v1/store/orders', {
      productId: KIT,
      size: 'Youth\u0000M',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toMatch(/not allowed/);
    expect(await written(family.userId)).toEqual({ orders: [], payments: [] });
    expect(await stock('Youth M')).toBe(before);
  });

  it('charges the product row’s price, pays with 4242, queues a receipt and lists the order; another family gets 404', async () => {
    const family = await createFamily('store-buy');
    const before = await stock('Youth M');
    const { orderId, sessionId } = await order(family);
    expect(await stock('Youth M')).toBe(before - 1);

    const page = await get(family, `/api/v1/store/checkout/${sessionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      orderId,
      status: 'pending',
      productName: 'Bravo Academy Training Kit',
      size: 'Youth M',
      amountCents: 8999,
      email: family.email,
    });

    const intruder = await createFamily('store-intruder');
    expect((await get(intruder, `/api/v1/store/orders/${orderId}`)).statusCode).toBe(404);
    expect((await get(intruder, `/api/v1/store/checkout/${sessionId}`)).statusCode).toBe(404);
    expect((await post(intruder, `/api/v1/store/checkout/${sessionId}/pay`, CARD)).statusCode).toBe(
      404,
    );
    expect((await post(intruder, `/api/v1/store/checkout/${sessionId}/cancel`)).statusCode).toBe(
      404,
    );

    const paid = await post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().url).toBe(`/store?order=${orderId}`);
    // Paying again (a double click) changes nothing.
    expect((await post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD)).statusCode).toBe(
      200,
    );

    const { orders, payments } = await written(family.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', amount_cents: 8999, size: 'Youth M' });
    expect(payments.map((p) => [p.payment_type, p.status, p.amount_cents])).toEqual([
      ['store', 'completed', 8999],
    ]);
    const receipts = await t.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', family.email)
      .where('kind', '=', 'payment-receipt')
      .execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Bravo Academy receipt: $89.99');
    expect(receipts[0]!.text_body).toContain('Bravo Academy Training Kit, size Youth M: $89.99');

    const listed = await get(family, '/api/v1/store/orders');
    expect(listed.json().orders).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'paid',
        amountCents: 8999,
        checkoutUrl: null,
      }),
    ]);
    expect((await get(family, `/api/v1/store/orders/${orderId}`)).json()).toMatchObject({
      id: orderId,
      status: 'paid',
    });
    expect(await stock('Youth M')).toBe(before - 1);
  });

  it('pays once when Pay is pressed five times at once: one charge, one receipt', async () => {
    const family = await createFamily('store-double');
    const { sessionId } = await order(family, 'Youth L');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { orders, payments } = await written(family.userId);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    expect(payments).toHaveLength(1);
    expect(
      await t.ctx.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', family.email)
        .where('kind', '=', 'payment-receipt')
        .execute(),
    ).toHaveLength(1);
  });

  it('keeps the stock when the card is declined: the size goes back on sale and a failed charge is listed', async () => {
    const family = await createFamily('store-decline');
    const before = await stock('Youth L');
    const { orderId, sessionId } = await order(family, 'Youth L');
    expect(await stock('Youth L')).toBe(before - 1);
    const declined = await post(family, `/api/v1/store/checkout/${sessionId}/pay`, DECLINE);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined.');
    expect(await stock('Youth L')).toBe(before);
    const { orders, payments } = await written(family.userId);
    expect(orders.map((o) => [o.id, o.status])).toEqual([[orderId, 'declined']]);
    expect(payments.map((p) => [p.status, p.amount_cents])).toEqual([['failed', 8999]]);
    // The declined checkout cannot be paid afterwards.
    expect((await post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD)).statusCode).toBe(
      409,
    );
    expect(await stock('Youth L')).toBe(before);
  });

  it('sells the last kit of a size once when 20 families order it at the same moment; the others hear it is sold out', async () => {
    expect((await patchKit({ stock: [{ size: 'Adult S', stock: 1 }] })).statusCode).toBe(200);
    const families: TestFamily[] = [];
    for (let i = 0; i < 5; i += 1) families.push(await createFamily(`store-rush-${i}`));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(families[i % families.length]!, '/api/v1/store/orders', {
          productId: KIT,
          size: 'Adult S',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      'Size Adult S is sold out. Choose another size.',
    );
    expect(await stock('Adult S')).toBe(0);
    const orders = await t.ctx.db
      .selectFrom('store_orders')
      .select('status')
      .where('size', '=', 'Adult S')
      .execute();
    expect(orders).toEqual([{ status: 'pending' }]);
    const kit = (await get(families[0]!, '/api/v1/store')).json().products[0];
    expect(kit.sizes.find((s: { size: string }) => s.size === 'Adult S').stock).toBe(0);
  });

  it('gives a size back when the checkout is left or its hold runs out', async () => {
    const family = await createFamily('store-expire');
    const before = await stock('Youth XL');
    const left = await order(family, 'Youth XL');
    expect((await post(family, `/api/v1/store/checkout/${left.sessionId}/cancel`)).json().url).toBe(
      '/store',
    );
    expect(await stock('Youth XL')).toBe(before);

    const stale = await order(family, 'Youth XL');
    expect(await stock('Youth XL')).toBe(before - 1);
    const later = new Date(Date.now() + 31 * 60_000);
    // (Other tests' holds run out too: the count covers them.)
    expect(
      await expireStaleOrders(t.ctx, createPaymentProvider(t.ctx), later),
    ).toBeGreaterThanOrEqual(1);
    expect(await stock('Youth XL')).toBe(before);
    expect((await get(family, `/api/v1/store/orders/${stale.orderId}`)).json().status).toBe(
      'expired',
    );
    const pay = await post(family, `/api/v1/store/checkout/${stale.sessionId}/pay`, CARD);
    expect(pay.statusCode).toBe(409);
    expect(await stock('Youth XL')).toBe(before);
  });

  it('lists paid orders for the admin to fulfil, marks one fulfilled, and refuses to fulfil an unpaid one', async () => {
    const family = await createFamily('store-fulfil');
    const { orderId, sessionId } = await order(family, 'Youth S');
    const unpaid = await post(admin, `/api/v1/admin/store/orders/${orderId}/fulfil`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe('Only a paid order can be marked fulfilled.');
    expect((await post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD)).statusCode).toBe(
      200,
    );

    const list = await get(admin, '/api/v1/admin/store');
    expect(list.statusCode).toBe(200);
    expect(list.json().toFulfil).toContainEqual(
      expect.objectContaining({
        id: orderId,
        familyEmail: family.email,
        size: 'Youth S',
        status: 'paid',
      }),
    );

    const done = await post(admin, `/api/v1/admin/store/orders/${orderId}/fulfil`);
    expect(done.statusCode).toBe(200);
    expect(done.json().toFulfil.map((o: { id: string }) => o.id)).not.toContain(orderId);
    expect(done.json().fulfilled[0]).toMatchObject({ id: orderId, status: 'fulfilled' });
    expect((await get(family, `/api/v1/store/orders/${orderId}`)).json().status).toBe('fulfilled');
    expect((await post(admin, '/api/v1/admin/store/orders/no-such-order/fulfil')).statusCode).toBe(
      404,
    );
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'actor_email']).where('target_id', '=', orderId).execute();
    expect(audit).toEqual([{ action: 'store.fulfilled', actor_email: admin.email }]);
  });

  it('exports the family’s orders, and deleting the account gives back the size a pending order held', async () => {
    const family = await createFamily('store-leaving');
    const before = await stock('Youth S');
    const paid = await order(family, 'Youth S');
    expect(
      (await post(family, `/api/v1/store/checkout/${paid.sessionId}/pay`, CARD)).statusCode,
    ).toBe(200);
    await order(family, 'Youth S');
    expect(await stock('Youth S')).toBe(before - 2);
    const exported = await get(family, '/api/v1/account/export');
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(exported.json())).toContain(paid.orderId);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: as(family),
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await written(family.userId)).orders).toEqual([]);
    expect(await stock('Youth S')).toBe(before - 1);
  });

  it('refuses bad admin changes with a clear 400 and changes nothing', async () => {
    const before = await t.ctx.db
      .selectFrom('store_products')
      .select(['price_cents', 'status'])
      .where('id', '=', KIT)
      .executeTakeFirstOrThrow();
    for (const payload of [
      { priceCents: -5 },
      { priceCents: 12.5 },
      { status: 'gone' },
      { stock: [{ size: 'Youth M', stock: -1 }] },
      { stock: [{ size: 'XXL', stock: 3 }] },
      { name: 'x' },
    ]) {
      const response = await patchKit(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/admin/store/products/golden-boots',
          headers: as(admin),
          payload: { status: 'available' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await t.ctx.db
        .selectFrom('store_products')
        .select(['price_cents', 'status'])
        .where('id', '=', KIT)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
