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
import { CARD_MESSAGES, formatUsd } from '#shared/membership';
import { paths } from '#shared/page-paths';
import {
  HOLD_WINDOW_MINUTES,
  ORDER_HOLD_MINUTES,
  type OrderStatus,
  STORE_MESSAGES,
} from '#shared/store';
import { athleteFirstName } from '#shared/validation/membership';
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
import { chargeEnteredTestCard } from '#server/payments/test-provider';
import { requireOwnedAthlete } from '../athletes/service';
import type { StoreCatalogue } from './catalogue';
import {
  attachCheckout,
  findOrder,
  findOrderBySession,
  findFirstRecentHold,
  findOwnedOrder,
  findPendingHold,
  findProduct,
  findSize,
  findSizeStock,
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
  setOrderPayment,
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

/** "4:35 PM" in the academy's time zone: when a family may hold a size again. */
function academyTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ACADEMY.timeZone,
  });
}

/** The line an order reads as on checkout, receipts and billing: "Training Kit, size YS × 2 for Leo". */
export function orderLine(
  order: Pick<OrderRow, 'product_name' | 'size' | 'quantity' | 'athlete_name'>,
): string {
  return `${order.product_name}, size ${order.size}${order.quantity > 1 ? ` × ${order.quantity}` : ''}${order.athlete_name ? ` for ${order.athlete_name}` : ''}`;
}

/**
 * Holds the quantity of the size for one of the family's athletes and writes the pending order in
 * one transaction, then opens the provider's checkout for the product row's price times the
 * quantity. Refuses an unknown product or size (400), another family's athlete (404), a product not
 * on sale or not enough left (409).
 *
 * One hold per family and size (issue 37, point 21): ordering the same size again while a hold is
 * open returns that hold's checkout, and a family's holds on a size within HOLD_WINDOW_MINUTES
 * together last ORDER_HOLD_MINUTES at most, so renewing unpaid orders never keeps the last sizes.
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
  const athlete = await requireOwnedAthlete(ctx.db, user.id, request.athleteId);
  if (product.status !== 'available') throw new AppError('CONFLICT', STORE_MESSAGES.notAvailable);
  // Holds the test provider let run out go back on sale first (no network: Stripe's wait for the job).
  await expireStaleOrders(ctx, provider, now, { isLocalOnly: true });

  const held = await findPendingHold(ctx.db, user.id, product.id, request.size);
  if (held) return heldCheckout(held, request.size);

  const since = new Date(now.getTime() - HOLD_WINDOW_MINUTES * 60_000).toISOString();
  const firstHold = await findFirstRecentHold(ctx.db, user.id, product.id, request.size, since);
  const holdEndsMs =
    (firstHold ? Date.parse(firstHold) : now.getTime()) + ORDER_HOLD_MINUTES * 60_000;
  if (holdEndsMs - now.getTime() < 60_000) {
    const message = STORE_MESSAGES.holdUsed(
      request.size,
      academyTime(new Date(Date.parse(firstHold!) + HOLD_WINDOW_MINUTES * 60_000).toISOString()),
    );
    throw new AppError('CONFLICT', message, { size: message });
  }

  const orderId = randomUUID();
  const expiresAt = new Date(holdEndsMs);
  const quantity = request.quantity;
  const athleteName = athleteFirstName(athlete.name);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const isNew = await insertOrder(trx, {
      id: orderId,
      user_id: user.id,
      product_id: product.id,
      product_name: product.name,
      size: request.size,
      quantity,
      athlete_id: athlete.id,
      athlete_name: athleteName,
      amount_cents: product.price_cents * quantity,
      provider: provider.name,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    if (!isNew) return 'held' as const;
    // Not enough left: the order row goes with the rolled-back transaction.
    if (!(await reserveOne(trx, product.id, request.size, quantity))) throw new NotEnoughStock();
    return 'reserved' as const;
  }).catch(async (error: unknown) => {
    if (!(error instanceof NotEnoughStock)) throw error;
    const message = STORE_MESSAGES.notEnough(
      request.size,
      await findSizeStock(ctx.db, product.id, request.size),
    );
    throw new AppError('CONFLICT', message, { size: message });
  });
  if (outcome === 'held') {
    // Another request of this family took the hold a moment ago.
    const other = await findPendingHold(ctx.db, user.id, product.id, request.size);
    if (other) return heldCheckout(other, request.size);
    throw new AppError('CONFLICT', STORE_MESSAGES.soldOut(request.size));
  }

  let session: { sessionId: string; url: string };
  try {
    session = await provider.createPaymentCheckout({
      user,
      kind: 'store',
      item: {
        name: `${product.name} (${request.size})${quantity > 1 ? ` × ${quantity}` : ''} for ${athleteName}`,
        description: product.description,
        amountCents: product.price_cents * quantity,
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

class NotEnoughStock extends Error {}

/** The family's open hold on the size: its checkout again, never a second hold or a longer one. */
function heldCheckout(order: OrderRow, size: string): TOrderStarted {
  if (!order.checkout_url) {
    const message = STORE_MESSAGES.holdInProgress(size);
    throw new AppError('CONFLICT', message, { size: message });
  }
  return { orderId: order.id, url: order.checkout_url };
}

/** Ends a pending order without payment and gives its size back, once; true when this call did it. */
async function releaseOrderIn(
  trx: Trx,
  order: Pick<OrderRow, 'id' | 'product_id' | 'size' | 'quantity'>,
  status: Extract<OrderStatus, 'declined' | 'expired' | 'failed'>,
): Promise<boolean> {
  if (!(await moveOrder(trx, order.id, ['pending'], status))) return false;
  await releaseOne(trx, order.product_id, order.size, order.quantity);
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
    if (wasExpired && !(await reserveOne(trx, order.product_id, order.size, order.quantity))) {
      ctx.log.warn(
        { orderId: order.id },
        'a store order was paid after its hold expired and its size is now sold out',
      );
    }
    const description = orderLine(order);
    const paymentReference = reference ?? `store:${order.id}`;
    const isNew = await insertStorePayment(trx, {
      userId: order.user_id,
      description,
      amountCents: order.amount_cents,
      status: 'completed',
      provider: order.provider,
      reference: paymentReference,
      now: nowIso,
    });
    await setOrderPayment(trx, order.id, paymentReference);
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
        `${orderLine(order)}: ${formatUsd(order.amount_cents)}`,
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
    quantity: order.quantity,
    athleteName: order.athlete_name,
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

  if (chargeEnteredTestCard(card.cardNumber) === 'decline') {
    // The hold stays (until its own end, never longer): the family may try again with another card.
    await insertStorePayment(ctx.db, {
      userId: user.id,
      description: `${orderLine(order)}: card declined`,
      amountCents: order.amount_cents,
      status: 'failed',
      provider: 'test',
      reference: `store:${order.id}:declined:${randomUUID()}`,
      now: now.toISOString(),
    });
    announce(ctx, user.id);
    throw new AppError('PAYMENT_DECLINED', STORE_MESSAGES.declined, {
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
  const stockBefore: { size: string; stock: number }[] = [];
  for (const entry of update.stock ?? []) {
    const size = await findSize(ctx.db, productId, entry.size);
    if (!size)
      throw new AppError('VALIDATION', STORE_MESSAGES.unknownSize, {
        stock: STORE_MESSAGES.unknownSize,
      });
    stockBefore.push({ size: size.size, stock: size.stock });
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
      {
        actor: staff,
        action: 'store.updated',
        target: { type: 'product', id: productId },
        summary: `Updated ${product.name}: ${changes.join(', ') || 'no change'}`,
        details: {
          before: {
            ...(update.status ? { status: product.status } : {}),
            ...(update.priceCents ? { priceCents: product.price_cents } : {}),
            ...(update.stock ? { stock: stockBefore } : {}),
          },
          after: update,
        },
      },
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
    await recordAudit(
      ctx.db,
      {
        actor: staff,
        action: 'store.fulfilled',
        target: { type: 'order', id: orderId },
        subjectUserId: order.user_id,
        summary: `Handed over order ${orderId}`,
        details: { before: { status: 'paid' }, after: { status: 'fulfilled' } },
      },
      now,
    );
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
