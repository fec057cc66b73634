/**
 * The store (docs/product.md, Store): the academy's products, partner links and categories; orders
 * paid once through the payment provider in one-time mode; the staff's fulfilment list.
 *
 * Stock is reserved when the order is created: one conditional UPDATE (stock > 0) in the
 * transaction that writes the order, so the last item of a size is sold once however many families
 * press Order at the same moment, on SQLite and PostgreSQL alike. The size goes back on sale when
 * the card is declined, the checkout is left or expires, or the provider could not be reached.
 * The amount is always the product row's; the request names only a product and a size.
 */
import { recordAudit } from '#server/audit/audit';
import { randomUUID } from 'node:crypto';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { CARD_MESSAGES, formatUsd, testCardOutcome } from '#shared/membership';
import { paths } from '#shared/page-paths';
import { ORDER_HOLD_MINUTES, type OrderStatus, STORE_MESSAGES } from '#shared/store';
import type { TTestCardRequest } from '#shared/validation/membership';
import type {
  TAdminStore,
  TOrderStarted,
  TProductUpdate,
  TStoreOrder,
  TStoreOrderRequest,
  TStoreResponse,
  TStoreTestCheckout,
} from '#shared/validation/store';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import type { PaymentProvider, ProviderEvent } from '#server/payments/provider';
import type { StoreCatalogue } from './catalogue';
import {
  attachCheckout,
  findOrder,
  findOrderBySession,
  findOwnedOrder,
  findProduct,
  findSize,
  findUserContact,
  insertOrder,
  insertStorePayment,
  listFamilyOrders,
  listFamilyPending,
  listOrdersForStaff,
  listProducts,
  listStalePending,
  moveOrder,
  type OrderRow,
  releaseOne,
  reserveOne,
  setStock,
  toAdminOrder,
  toOrder,
  updateProduct,
} from './queries';

/**
 * After a change commits: the family's open billing and store pages refresh. An order is billing,
 * so it rides on the membership event (the one the billing pages already follow).
 */
function announce(ctx: AppContext, userId: string): void {
  ctx.events.publish({ userId }, [{ type: 'membership' }]);
}

const orderPage = (orderId: string) => paths.store({ order: orderId });

export async function getStore(
  ctx: AppContext,
  catalogue: StoreCatalogue,
  provider: PaymentProvider,
): Promise<TStoreResponse> {
  const products = await listProducts(ctx.db);
  return {
    products,
    partners: catalogue.partners,
    categories: catalogue.categories,
    isOpen: products.some((p) => p.isOrderable),
    provider: provider.name,
  };
}

/* Ordering -------------------------------------------------------------------------------------- */

/**
 * Reserves one of the size and writes the pending order in one transaction, then opens the
 * provider's checkout for the product row's price. Refuses an unknown product or size (400), a
 * product not on sale or a sold-out size (409).
 */
export async function startOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  user: SessionUser,
  request: TStoreOrderRequest,
  now = new Date(),
): Promise<TOrderStarted> {
  const product = await findProduct(ctx.db, request.productId);
  if (!product)
    throw new AppError('VALIDATION', STORE_MESSAGES.unknownProduct, {
      productId: STORE_MESSAGES.unknownProduct,
    });
  if (!(await findSize(ctx.db, product.id, request.size)))
    throw new AppError('VALIDATION', STORE_MESSAGES.unknownSize, {
      size: STORE_MESSAGES.unknownSize,
    });
  if (product.status !== 'available') throw new AppError('CONFLICT', STORE_MESSAGES.notAvailable);
  // Holds the test provider let run out go back on sale first (no network: Stripe's wait for the job).
  await expireStaleOrders(ctx, provider, now, { isLocalOnly: true });

  const orderId = randomUUID();
  const expiresAt = new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
  const isReserved = await inTransaction(ctx.db, async (trx) => {
    if (!(await reserveOne(trx, product.id, request.size))) return false;
    await insertOrder(trx, {
      id: orderId,
      user_id: user.id,
      product_id: product.id,
      product_name: product.name,
      size: request.size,
      amount_cents: product.price_cents,
      provider: provider.name,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    return true;
  });
  if (!isReserved)
    throw new AppError('CONFLICT', STORE_MESSAGES.soldOut(request.size), {
      size: STORE_MESSAGES.soldOut(request.size),
    });

  let session: { sessionId: string; url: string };
  try {
    session = await provider.createPaymentCheckout({
      user,
      kind: 'store',
      item: {
        name: `${product.name} (${request.size})`,
        description: product.description,
        amountCents: product.price_cents,
      },
      checkoutId: orderId,
      successPath: orderPage(orderId),
      cancelPath: paths.store(),
      testCheckoutPath: (sessionId) => paths.storeCheckoutTest(sessionId),
      expiresAt,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'could not open a store checkout');
    await releaseOrder(ctx.db, orderId, 'failed');
    throw new AppError('UNAVAILABLE', STORE_MESSAGES.unavailable);
  }
  await attachCheckout(ctx.db, orderId, session.sessionId, session.url);
  announce(ctx, user.id);
  return { orderId, url: session.url };
}

/** Ends a pending order without payment and gives its size back, once; true when this call did it. */
async function releaseOrderIn(
  trx: Trx,
  order: Pick<OrderRow, 'id' | 'product_id' | 'size'>,
  status: Extract<OrderStatus, 'declined' | 'expired' | 'failed'>,
): Promise<boolean> {
  if (!(await moveOrder(trx, order.id, ['pending'], status))) return false;
  await releaseOne(trx, order.product_id, order.size);
  return true;
}

async function releaseOrder(
  db: Db,
  orderId: string,
  status: Extract<OrderStatus, 'declined' | 'expired' | 'failed'>,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const order = await findOrder(trx, orderId);
    return order ? releaseOrderIn(trx, order, status) : false;
  });
}

/**
 * Records the payment of an order once, whoever reports it first (the test page's Pay, a Stripe
 * webhook, the order page's check): the charge, the billing line and the receipt e-mail, in one
 * transaction. True for the one caller that did it.
 */
async function markPaid(
  ctx: AppContext,
  orderId: string,
  reference: string | undefined,
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order) return undefined;
    // A payment the provider took after our hold ran out (a slow webhook) still counts: the size
    // is taken again, and the staff see the order like any other.
    const wasExpired = order.status === 'expired' || order.status === 'failed';
    if (
      !(await moveOrder(trx, order.id, ['pending', 'expired', 'failed'], 'paid', {
        paid_at: nowIso,
      }))
    )
      return undefined;
    if (wasExpired && !(await reserveOne(trx, order.product_id, order.size))) {
      ctx.log.warn(
        { orderId: order.id },
        'a store order was paid after its hold expired and its size is now sold out',
      );
    }
    const description = `${order.product_name}, size ${order.size}`;
    const isNew = await insertStorePayment(trx, {
      userId: order.user_id,
      description,
      amountCents: order.amount_cents,
      status: 'completed',
      provider: order.provider,
      reference: reference ?? `store:${order.id}`,
      now: nowIso,
    });
    const user = await findUserContact(trx, order.user_id);
    if (isNew && user)
      await queueOrderReceipt(ctx, trx, { order, to: user.email, name: user.name, paidAt: nowIso });
    return order.user_id;
  });
  if (outcome) announce(ctx, outcome);
  return Boolean(outcome);
}

async function queueOrderReceipt(
  ctx: AppContext,
  trx: Trx,
  input: { order: OrderRow; to: string; name: string; paidAt: string },
): Promise<void> {
  const { order } = input;
  const paidOn = new Date(input.paidAt).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: ACADEMY.timeZone,
  });
  const { text, html } = composeMail({
    greeting: `Hi ${input.name || 'there'},`,
    paragraphs: [
      `Thank you for your order from the ${ACADEMY.name} store. This is your receipt.`,
      [
        `${order.product_name}, size ${order.size}: ${formatUsd(order.amount_cents)}`,
        `Date: ${paidOn}`,
        `Order: ${order.id}`,
      ].join('\n'),
      'We will let you know when your order is ready; it is handed over at training.',
      `Questions about your order? Reply to this e-mail or write to ${ACADEMY.email}.`,
    ],
    links: [
      {
        label: 'Your orders and billing',
        url: `${ctx.config.appUrl}${paths.profile({ tab: 'billing' })}`,
      },
    ],
  });
  await ctx.mail.queue(trx, {
    kind: 'payment-receipt',
    to: input.to,
    subject: `Your ${ACADEMY.name} receipt: ${formatUsd(order.amount_cents)}`,
    text,
    html,
  });
}

/** Brings a pending order up to date with its provider (Stripe), as the order page opens. */
async function settleWithProvider(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  now: Date,
): Promise<void> {
  if (
    order.status !== 'pending' ||
    !order.checkout_session_id ||
    order.provider !== provider.name ||
    provider.name === 'test'
  )
    return;
  const state = await provider.retrieveCheckout(order.checkout_session_id);
  if (state.status === 'complete' && state.paymentStatus === 'paid')
    await markPaid(ctx, order.id, state.paymentIntentId, now);
  else if (state.status === 'expired' && (await releaseOrder(ctx.db, order.id, 'expired')))
    announce(ctx, order.user_id);
}

/** One of the family's orders; another family's id is simply not found. */
export async function getOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  user: SessionUser,
  orderId: string,
  now = new Date(),
): Promise<TStoreOrder> {
  const order = await findOwnedOrder(ctx.db, user.id, orderId);
  if (!order) throw new AppError('NOT_FOUND', STORE_MESSAGES.orderNotFound);
  await settleWithProvider(ctx, provider, order, now);
  return toOrder((await findOwnedOrder(ctx.db, user.id, orderId))!);
}

export async function getFamilyOrders(db: Db, userId: string): Promise<TStoreOrder[]> {
  return (await listFamilyOrders(db, userId)).map(toOrder);
}

/**
 * Pending orders past their hold: the size goes back on sale. Stripe's are asked first (the
 * family may have paid at the last second); `isLocalOnly` skips those (no network).
 */
export async function expireStaleOrders(
  ctx: AppContext,
  provider: PaymentProvider,
  now = new Date(),
  options: { isLocalOnly?: boolean } = {},
): Promise<number> {
  let count = 0;
  for (const order of await listStalePending(ctx.db, now.toISOString())) {
    const isLocal = order.provider === 'test' || !order.checkout_session_id;
    if (!isLocal) {
      if (options.isLocalOnly || order.provider !== provider.name) continue;
      try {
        await settleWithProvider(ctx, provider, order, now);
      } catch (error) {
        ctx.log.warn(
          { err: error, orderId: order.id },
          'could not check a store checkout with the provider',
        );
      }
      continue;
    }
    if (await releaseOrder(ctx.db, order.id, 'expired')) {
      count += 1;
      announce(ctx, order.user_id);
    }
  }
  return count;
}

/* Provider events (registered with the payments core: metadata.kind 'store') -------------------- */

export async function handleStoreEvent(
  ctx: AppContext,
  event: ProviderEvent,
  now = new Date(),
): Promise<void> {
  const object = event.object;
  const sessionId = typeof object.id === 'string' ? object.id : undefined;
  const order = sessionId ? await findOrderBySession(ctx.db, sessionId) : undefined;
  if (!order) return;
  const reference = typeof object.payment_intent === 'string' ? object.payment_intent : undefined;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (object.payment_status === 'paid' || object.payment_status === 'no_payment_required')
        await markPaid(ctx, order.id, reference, now);
      return;
    case 'checkout.session.async_payment_failed':
      if (await releaseOrder(ctx.db, order.id, 'declined')) announce(ctx, order.user_id);
      return;
    case 'checkout.session.expired':
      if (await releaseOrder(ctx.db, order.id, 'expired')) announce(ctx, order.user_id);
      return;
  }
}

/* The test provider's checkout page ------------------------------------------------------------- */

async function requireTestOrder(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<OrderRow> {
  const order = await findOrderBySession(ctx.db, sessionId);
  if (!order || order.user_id !== userId || order.provider !== 'test')
    throw new AppError('NOT_FOUND', STORE_MESSAGES.orderNotFound);
  return order;
}

export async function getTestCheckout(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  now = new Date(),
): Promise<TStoreTestCheckout> {
  let order = await requireTestOrder(ctx, user.id, sessionId);
  if (
    order.status === 'pending' &&
    Date.parse(order.expires_at) <= now.getTime() &&
    (await releaseOrder(ctx.db, order.id, 'expired'))
  ) {
    order = await requireTestOrder(ctx, user.id, sessionId);
  }
  return {
    sessionId,
    orderId: order.id,
    status: order.status as OrderStatus,
    academyName: ACADEMY.name,
    email: user.email,
    productName: order.product_name,
    size: order.size,
    amountCents: order.amount_cents,
    expiresAt: order.expires_at,
  };
}

/**
 * Pay on the test page: 4242... pays (the same markPaid a webhook runs); 4000...0002 is declined:
 * a failed charge on the billing page, and the size goes back on sale.
 */
export async function payTestCheckout(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  card: TTestCardRequest,
  now = new Date(),
): Promise<{ url: string }> {
  const order = await requireTestOrder(ctx, user.id, sessionId);
  if (order.status === 'paid' || order.status === 'fulfilled') return { url: orderPage(order.id) };
  if (order.status !== 'pending') throw new AppError('CONFLICT', STORE_MESSAGES.checkoutExpired);
  if (Date.parse(order.expires_at) <= now.getTime()) {
    await releaseOrder(ctx.db, order.id, 'expired');
    throw new AppError('CONFLICT', STORE_MESSAGES.checkoutExpired);
  }

  const outcome = testCardOutcome(card.cardNumber);
  if (outcome === 'invalid')
    throw new AppError('VALIDATION', CARD_MESSAGES.invalidNumber, {
      cardNumber: CARD_MESSAGES.invalidNumber,
    });
  if (outcome === 'unsupported')
    throw new AppError('VALIDATION', CARD_MESSAGES.testOnly, {
      cardNumber: CARD_MESSAGES.testOnly,
    });

  if (outcome === 'decline') {
    const nowIso = now.toISOString();
    const isDeclinedNow = await inTransaction(ctx.db, async (trx) => {
      if (!(await releaseOrderIn(trx, order, 'declined'))) return false;
      await insertStorePayment(trx, {
        userId: user.id,
        description: `${order.product_name}, size ${order.size}: card declined`,
        amountCents: order.amount_cents,
        status: 'failed',
        provider: 'test',
        reference: `store:${order.id}:declined`,
        now: nowIso,
      });
      return true;
    });
    if (isDeclinedNow) announce(ctx, user.id);
    throw new AppError('PAYMENT_DECLINED', CARD_MESSAGES.declined, {
      cardNumber: CARD_MESSAGES.declined,
    });
  }

  await markPaid(ctx, order.id, undefined, now);
  const after = await findOrder(ctx.db, order.id);
  if (after?.status !== 'paid' && after?.status !== 'fulfilled')
    throw new AppError('CONFLICT', STORE_MESSAGES.checkoutExpired);
  return { url: orderPage(order.id) };
}

/** Leave the test page: the order ends and the size goes back on sale. */
export async function cancelTestCheckout(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<{ url: string }> {
  const order = await requireTestOrder(ctx, user.id, sessionId);
  if (await releaseOrder(ctx.db, order.id, 'expired')) announce(ctx, user.id);
  return { url: paths.store() };
}

/* Staff ----------------------------------------------------------------------------------------- */

export async function getAdminStore(db: Db): Promise<TAdminStore> {
  const [products, toFulfil, fulfilled] = await Promise.all([
    listProducts(db),
    listOrdersForStaff(db, 'paid'),
    listOrdersForStaff(db, 'fulfilled', 20),
  ]);
  return { products, toFulfil: toFulfil.map(toAdminOrder), fulfilled: fulfilled.map(toAdminOrder) };
}

/** Staff change a product's status, price or stock per size; an unknown size is refused whole. */
export async function updateStoreProduct(
  ctx: AppContext,
  staff: SessionUser,
  productId: string,
  update: TProductUpdate,
  now = new Date(),
): Promise<TAdminStore> {
  const product = await findProduct(ctx.db, productId);
  if (!product) throw new AppError('NOT_FOUND', STORE_MESSAGES.unknownProduct);
  for (const entry of update.stock ?? []) {
    if (!(await findSize(ctx.db, productId, entry.size)))
      throw new AppError('VALIDATION', STORE_MESSAGES.unknownSize, {
        stock: STORE_MESSAGES.unknownSize,
      });
  }
  await inTransaction(ctx.db, async (trx) => {
    await updateProduct(trx, productId, {
      ...(update.status ? { status: update.status } : {}),
      ...(update.priceCents ? { price_cents: update.priceCents } : {}),
      updated_at: now.toISOString(),
    });
    for (const entry of update.stock ?? []) await setStock(trx, productId, entry.size, entry.stock);
    const changes = [
      update.status ? `status ${update.status}` : null,
      update.priceCents ? `price ${update.priceCents} cents` : null,
      ...(update.stock ?? []).map((entry) => `${entry.size} stock ${entry.stock}`),
    ].filter(Boolean);
    await recordAudit(
      trx,
      { actor: staff, action: 'store.updated', target: { type: 'product', id: productId }, summary: `Updated ${product.name}: ${changes.join(', ') || 'no change'}`, details: update },
      now,
    );
  });
  return getAdminStore(ctx.db);
}

/** Marks a paid order handed over; anything but a paid order is refused (409). */
export async function fulfilOrder(
  ctx: AppContext,
  staff: SessionUser,
  orderId: string,
  now = new Date(),
): Promise<TAdminStore> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', STORE_MESSAGES.orderNotFound);
  if (
    !(await moveOrder(ctx.db, orderId, ['paid'], 'fulfilled', {
      fulfilled_at: now.toISOString(),
      fulfilled_by: staff.id,
    }))
  ) {
    if (order.status !== 'fulfilled') throw new AppError('CONFLICT', STORE_MESSAGES.notPaid);
  } else {
    await recordAudit(ctx.db, { actor: staff, action: 'store.fulfilled', target: { type: 'order', id: orderId }, summary: `Handed over order ${orderId}` }, now);
    announce(ctx, order.user_id);
  }
  return getAdminStore(ctx.db);
}

/* Contributions --------------------------------------------------------------------------------- */

export async function exportStoreData(db: Db, userId: string) {
  return { orders: await getFamilyOrders(db, userId) };
}

/** In the account's deletion: the family's unpaid orders give their sizes back before the rows go. */
export async function releaseFamilyHolds(trx: Trx, userId: string): Promise<void> {
  for (const order of await listFamilyPending(trx, userId))
    await releaseOrderIn(trx, order, 'expired');
}
