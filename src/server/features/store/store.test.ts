import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '#shared/store';
import {
  addTestAthlete,
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

  /** Each family's athlete, whom its orders are for. */
  const athletes = new Map<string, string>();

  /** A new signed-in family with an athlete; this file signs up more families than the per-minute sign-up limit allows. */
  async function createFamily(prefix: string): Promise<TestFamily> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const family = await signUpFamily(t, prefix);
    athletes.set(family.userId, (await addTestAthlete(t, family, 'Leo Martinez')).id);
    return family;
  }
  const athleteOf = (f: TestFamily) => athletes.get(f.userId)!;

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
    const response = await post(f, '/api/v1/store/orders', { productId: KIT, size, athleteId: athleteOf(f) });
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
    const early = await post(family, '/api/v1/store/orders', { productId: KIT, size: 'Youth M', athleteId: athleteOf(family) });
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
    const athleteId = athleteOf(family);
    cases.push(
      [{ productId: KIT, size: 'Youth M' }, STORE_MESSAGES.athlete],
      [{ productId: KIT, size: 'Youth M', athleteId: 'a'.repeat(5000) }, STORE_MESSAGES.athlete],
      [{ productId: KIT, size: 'Youth M', athleteId, quantity: 0 }, STORE_MESSAGES.quantity],
      [{ productId: KIT, size: 'Youth M', athleteId, quantity: 6 }, STORE_MESSAGES.quantity],
      [{ productId: KIT, size: 'Youth M', athleteId, quantity: 1.5 }, STORE_MESSAGES.quantity],
      [{ productId: KIT, size: 'Youth M', athleteId, quantity: '2' }, STORE_MESSAGES.quantity],
    );
    for (const [payload, message] of cases) {
      const response = await post(family, '/api/v1/store/orders', { ...('athleteId' in payload || message === STORE_MESSAGES.athlete ? {} : { athleteId }), ...payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const nul = await post(family, '/api/v1/store/orders', {
      productId: KIT,
      size: 'Youth\u0000M',
      athleteId,
    });
    // Another family's athlete: not found, as any id of another family.
    const stranger = await createFamily('store-bad-other');
    const foreign = await post(family, '/api/v1/store/orders', { productId: KIT, size: 'Youth M', athleteId: athleteOf(stranger) });
    expect(foreign.statusCode).toBe(404);
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
    expect(receipts[0]!.text_body).toContain('Bravo Academy Training Kit, size Youth M for Leo: $89.99');

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

  it('a declined card says so, keeps the hold and lets the family try again: one failed charge, then paid (issue 37)', async () => {
    const family = await createFamily('store-decline');
    const before = await stock('Youth L');
    const { orderId, sessionId } = await order(family, 'Youth L');
    expect(await stock('Youth L')).toBe(before - 1);
    const declined = await post(family, `/api/v1/store/checkout/${sessionId}/pay`, DECLINE);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: 'PAYMENT_DECLINED', message: STORE_MESSAGES.declined });
    // Still held for this family, no longer than its 30 minutes.
    expect(await stock('Youth L')).toBe(before - 1);
    let { orders, payments } = await written(family.userId);
    expect(orders.map((o) => [o.id, o.status])).toEqual([[orderId, 'pending']]);
    expect(payments.map((p) => [p.status, p.amount_cents])).toEqual([['failed', 8999]]);
    expect((await get(family, `/api/v1/store/checkout/${sessionId}`)).json().status).toBe('pending');

    const again = await post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD);
    expect(again.statusCode, again.body).toBe(200);
    ({ orders, payments } = await written(family.userId));
    expect(orders.map((o) => [o.id, o.status])).toEqual([[orderId, 'paid']]);
    expect(payments.map((p) => [p.status, p.amount_cents]).sort()).toEqual([['completed', 8999], ['failed', 8999]]);
    expect(await stock('Youth L')).toBe(before - 1);
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
          athleteId: athleteOf(families[i % families.length]!),
        }),
      ),
    );
    // One order holds it. The winning family's other requests get its own checkout back (or hear it is
    // being started); every other family hears it is sold out.
    const won = responses.filter((r) => r.statusCode === 200);
    expect(new Set(won.map((r) => r.json().orderId)).size).toBe(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().error.message)).toContain('Size Adult S is sold out. Choose another size.');
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

  it('an order names its athlete and a quantity: twice the price, two held, on the checkout, the receipt, the family’s list and the staff’s (issue 37)', async () => {
    expect((await patchKit({ status: 'available', stock: [{ size: 'Youth M', stock: 6 }] })).statusCode).toBe(200);
    const family = await createFamily('store-quantity');
    const response = await post(family, '/api/v1/store/orders', { productId: KIT, size: 'Youth M', athleteId: athleteOf(family), quantity: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, url } = response.json() as { orderId: string; url: string };
    const sessionId = url.split('/').pop()!;
    expect(await stock('Youth M')).toBe(4);
    expect((await get(family, `/api/v1/store/checkout/${sessionId}`)).json()).toMatchObject({ athleteName: 'Leo', quantity: 2, amountCents: 2 * 8999 });
    // More than is left: refused with what is left, nothing held.
    const other = await createFamily('store-quantity-other');
    const tooMany = await post(other, '/api/v1/store/orders', { productId: KIT, size: 'Youth M', athleteId: athleteOf(other), quantity: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(STORE_MESSAGES.notEnough('Youth M', 4));
    expect(await stock('Youth M')).toBe(4);

    expect((await post(family, `/api/v1/store/checkout/${sessionId}/pay`, CARD)).statusCode).toBe(200);
    const listed = (await get(family, '/api/v1/store/orders')).json().orders;
    expect(listed).toEqual([expect.objectContaining({ id: orderId, athleteName: 'Leo', quantity: 2, amountCents: 17_998, status: 'paid', paymentId: expect.any(String) })]);
    const { payments } = await written(family.userId);
    expect(payments.map((p) => [p.id, p.amount_cents, p.description])).toEqual([[listed[0].paymentId, 17_998, 'Bravo Academy Training Kit, size Youth M × 2 for Leo']]);
    expect((await get(family, `/api/v1/payments/${listed[0].paymentId}/receipt`)).statusCode).toBe(200);
    const staff = (await get(admin, '/api/v1/admin/store')).json();
    expect(staff.toFulfil).toContainEqual(expect.objectContaining({ id: orderId, athleteName: 'Leo', quantity: 2 }));
  });

  it('a family holds a size once: ordering again or ten times at once returns its one hold, and unpaid holds never renew past 30 minutes (issue 37)', async () => {
    expect((await patchKit({ status: 'available', stock: [{ size: 'Adult S', stock: 2 }] })).statusCode).toBe(200);
    const hoarder = await createFamily('store-hoard');
    const body = { productId: KIT, size: 'Adult S', athleteId: athleteOf(hoarder) };
    const first = await order(hoarder, 'Adult S');
    const again = await post(hoarder, '/api/v1/store/orders', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.orderId);
    const burst = await Promise.all(Array.from({ length: 10 }, () => post(hoarder, '/api/v1/store/orders', body)));
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(new Set(burst.filter((r) => r.statusCode === 200).map((r) => r.json().orderId))).toEqual(new Set([first.orderId]));
    expect(await stock('Adult S')).toBe(1);
    const pending = () => t.ctx.db.selectFrom('store_orders').selectAll().where('user_id', '=', hoarder.userId).where('status', '=', 'pending').execute();
    expect(await pending()).toHaveLength(1);

    // Left after 20 minutes and ordered again: only the 10 minutes left of the hold.
    const startedAt = new Date(Date.now() - 20 * 60_000);
    await t.ctx.db.updateTable('store_orders').set({ created_at: startedAt.toISOString(), expires_at: new Date(startedAt.getTime() + 30 * 60_000).toISOString() }).where('id', '=', first.orderId).execute();
    expect((await post(hoarder, `/api/v1/store/checkout/${first.sessionId}/cancel`)).statusCode).toBe(200);
    const renewed = await order(hoarder, 'Adult S');
    const hold = (await pending())[0]!;
    expect(hold.id).toBe(renewed.orderId);
    expect(Date.parse(hold.expires_at)).toBe(startedAt.getTime() + 30 * 60_000);

    // Its 30 minutes used up: the size goes back on sale, and this family may not hold it again yet.
    await t.ctx.db.updateTable('store_orders').set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString(), expires_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', renewed.orderId).execute();
    await t.ctx.db.updateTable('store_orders').set({ created_at: new Date(Date.now() - 45 * 60_000).toISOString() }).where('id', '=', first.orderId).execute();
    const refused = await post(hoarder, '/api/v1/store/orders', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^You held size Adult S for 30 minutes without paying, so it went back on sale for other families\. You can order it again from \d{1,2}:\d\d [AP]M\.$/);
    expect(await pending()).toEqual([]);
    expect(await stock('Adult S')).toBe(2);
    // Another family can have it now.
    const other = await createFamily('store-hoard-other');
    await order(other, 'Adult S');
    expect(await stock('Adult S')).toBe(1);

    // After the window, the family may hold it again.
    await t.ctx.db.updateTable('store_orders').set({ created_at: new Date(Date.now() - 3 * 3600_000).toISOString() }).where('user_id', '=', hoarder.userId).execute();
    expect((await post(hoarder, '/api/v1/store/orders', body)).statusCode).toBe(200);
    expect(await stock('Adult S')).toBe(0);
  });
});
