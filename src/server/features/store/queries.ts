/** The store's SQL. Stock moves only through conditional updates, so it never goes below zero. */
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { OrderStatus, ProductStatus, StoreImage } from '#shared/store';
import { displayedStatus, isOrderable } from '#shared/store';
import type { TAdminOrder, TStoreOrder, TStoreProduct } from '#shared/validation/store';
import type { Database, StoreOrdersTable } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<StoreOrdersTable>;

/* Products -------------------------------------------------------------------------------------- */

export async function listProducts(db: Executor): Promise<TStoreProduct[]> {
  const [products, sizes] = await Promise.all([
    db.selectFrom('store_products').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('store_product_sizes')
      .selectAll()
      .orderBy('product_id')
      .orderBy('sort_order')
      .execute(),
  ]);
  return products.map((row) => {
    const product = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image as StoreImage,
      priceCents: row.price_cents,
      status: row.status as ProductStatus,
      sizes: sizes
        .filter((s) => s.product_id === row.id)
        .map((s) => ({ size: s.size, stock: s.stock })),
    };
    return {
      ...product,
      displayedStatus: displayedStatus(product),
      isOrderable: isOrderable(product),
    };
  });
}

export async function findProduct(db: Executor, id: string) {
  return db.selectFrom('store_products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSize(db: Executor, productId: string, size: string) {
  return db
    .selectFrom('store_product_sizes')
    .selectAll()
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: { status?: ProductStatus; price_cents?: number; updated_at: string },
) {
  await db.updateTable('store_products').set(values).where('id', '=', id).execute();
}

export async function setStock(db: Executor, productId: string, size: string, stock: number) {
  await db
    .updateTable('store_product_sizes')
    .set({ stock })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .execute();
}

/**
 * Takes one of a size, only if one is left: the row's own condition decides, so of any number of
 * concurrent orders for the last item exactly one sees true.
 */
export async function reserveOne(db: Executor, productId: string, size: string, quantity = 1): Promise<boolean> {
  const result = await db
    .updateTable('store_product_sizes')
    .set({ stock: sql`stock - ${quantity}` })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseOne(db: Executor, productId: string, size: string, quantity = 1) {
  await db
    .updateTable('store_product_sizes')
    .set({ stock: sql`stock + ${quantity}` })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .execute();
}

/* Orders ---------------------------------------------------------------------------------------- */

/**
 * Writes a pending order (a hold); false when the family already holds this product and size: the
 * partial unique index (migration 0043) decides, also for two requests at once.
 */
export async function insertOrder(
  db: Executor,
  row: Omit<
    OrderRow,
    'status' | 'checkout_session_id' | 'checkout_url' | 'paid_at' | 'fulfilled_at' | 'fulfilled_by' | 'payment_id'
  >,
): Promise<boolean> {
  const inserted = await db
    .insertInto('store_orders')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'product_id', 'size']).where(sql<boolean>`status = 'pending'`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

/** The family's hold on a product and size, if it has one. */
export async function findPendingHold(db: Executor, userId: string, productId: string, size: string) {
  return db
    .selectFrom('store_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** When the family's first unpaid hold on this product and size since `sinceIso` began, if any. */
export async function findFirstRecentHold(db: Executor, userId: string, productId: string, size: string, sinceIso: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('store_orders')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('status', 'in', ['pending', 'expired', 'declined'])
    .where('created_at', '>=', sinceIso)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at).toISOString() : undefined;
}

export async function setOrderPayment(db: Executor, orderId: string, reference: string) {
  const payment = await db.selectFrom('payments').select('id').where('provider_reference', '=', reference).executeTakeFirst();
  if (payment) await db.updateTable('store_orders').set({ payment_id: payment.id }).where('id', '=', orderId).execute();
}

export async function findSizeStock(db: Executor, productId: string, size: string): Promise<number> {
  return (await findSize(db, productId, size))?.stock ?? 0;
}

export async function attachCheckout(db: Executor, id: string, sessionId: string, url: string) {
  await db
    .updateTable('store_orders')
    .set({ checkout_session_id: sessionId, checkout_url: url })
    .where('id', '=', id)
    .execute();
}

export async function findOrder(db: Executor, id: string) {
  return db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOwnedOrder(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findOrderBySession(db: Executor, sessionId: string) {
  return db
    .selectFrom('store_orders')
    .selectAll()
    .where('checkout_session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Moves an order to `status` only from one of `from`; true for the one caller that moved it. */
export async function moveOrder(
  db: Executor,
  id: string,
  from: OrderStatus[],
  status: OrderStatus,
  values: Partial<Pick<OrderRow, 'paid_at' | 'fulfilled_at' | 'fulfilled_by'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('store_orders')
    .set({ status, ...values })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listFamilyOrders(db: Executor, userId: string, limit = 50) {
  return db
    .selectFrom('store_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Pending orders whose hold ran out before `nowIso`. */
export async function listStalePending(db: Executor, nowIso: string, limit = 200) {
  return db
    .selectFrom('store_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<', nowIso)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function listFamilyPending(db: Executor, userId: string) {
  return db
    .selectFrom('store_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
}

export async function listOrdersForStaff(db: Executor, status: 'paid' | 'fulfilled', limit = 100) {
  return db
    .selectFrom('store_orders')
    .innerJoin('users', 'users.id', 'store_orders.user_id')
    .selectAll('store_orders')
    .select(['users.name as family_name', 'users.email as family_email'])
    .where('store_orders.status', '=', status)
    .orderBy(
      status === 'paid' ? 'store_orders.paid_at' : 'store_orders.fulfilled_at',
      status === 'paid' ? 'asc' : 'desc',
    )
    .limit(limit)
    .execute();
}

export async function findUserContact(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The charge, in the payments table every billing page reads (payment_type 'store'); once per reference. */
export async function insertStorePayment(
  db: Executor,
  payment: {
    userId: string;
    description: string;
    amountCents: number;
    status: 'completed' | 'failed';
    provider: string;
    reference: string;
    now: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      user_id: payment.userId,
      payment_type: 'store',
      description: payment.description,
      amount_cents: payment.amountCents,
      status: payment.status,
      provider: payment.provider,
      provider_reference: payment.reference,
      created_at: payment.now,
    })
    .onConflict((oc) => oc.column('provider_reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export function toOrder(row: OrderRow): TStoreOrder {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    size: row.size,
    quantity: row.quantity,
    athleteName: row.athlete_name,
    amountCents: row.amount_cents,
    status: row.status as OrderStatus,
    createdAt: row.created_at,
    paymentId: row.status === 'paid' || row.status === 'fulfilled' ? row.payment_id : null,
    paidAt: row.paid_at,
    fulfilledAt: row.fulfilled_at,
    checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
  };
}

export function toAdminOrder(
  row: OrderRow & { family_name: string; family_email: string },
): TAdminOrder {
  return { ...toOrder(row), familyName: row.family_name, familyEmail: row.family_email };
}
