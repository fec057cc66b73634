/**
 * Billing operations' SQL (decision 079): refunds, the credit ledger and balance, the admin's
 * payments list and the accountant's CSV pages. Each takes the database or a transaction first.
 */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

export const iso = (value: string | Date): string => new Date(value).toISOString();

export async function findPaymentForRefund(db: Executor, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'amount_cents', 'refunded_cents', 'status', 'provider', 'provider_reference', 'description', 'created_at'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

export async function findRefundByKey(db: Executor, key: string) {
  return db.selectFrom('payment_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** The refund's row, unless one with its key exists: true for the one caller that wrote it. */
export async function insertRefund(db: Executor, refund: { id: string; paymentId: string; userId: string; amountCents: number; reason: string; key: string; provider: string; adminId: string; now: string }) {
  const inserted = await db
    .insertInto('payment_refunds')
    .values({
      id: refund.id,
      payment_id: refund.paymentId,
      user_id: refund.userId,
      amount_cents: refund.amountCents,
      reason: refund.reason,
      status: 'pending',
      idempotency_key: refund.key,
      provider: refund.provider,
      provider_reference: null,
      created_by: refund.adminId,
      created_at: refund.now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

/**
 * Reserves `amountCents` of a completed payment for a refund: one conditional update, so refunds at
 * once never add up to more than the payment (PostgreSQL waits on the row, then re-checks).
 */
export async function reserveRefund(db: Executor, paymentId: string, amountCents: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
    .where('id', '=', paymentId)
    .where('status', '=', 'completed')
    .where((eb) => eb('refunded_cents', '<=', eb('amount_cents', '-', amountCents)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseRefund(db: Executor, paymentId: string, amountCents: number): Promise<void> {
  await db
    .updateTable('payments')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', amountCents) }))
    .where('id', '=', paymentId)
    .execute();
}

export async function listPaymentRefunds(db: Executor, paymentId: string) {
  return db
    .selectFrom('payment_refunds')
    .select(['id', 'amount_cents', 'reason', 'status', 'provider_reference', 'created_at'])
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .orderBy('created_at')
    .execute();
}

/* Credits ---------------------------------------------------------------------------------------- */

export async function insertCreditEntry(
  db: Executor,
  entry: { id: string; userId: string; amountCents: number; reason: string; key: string; paymentReference: string | null; adminId: string | null; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_credits')
    .values({
      id: entry.id,
      user_id: entry.userId,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      idempotency_key: entry.key,
      payment_reference: entry.paymentReference,
      created_by: entry.adminId,
      created_at: entry.now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function addToCreditBalance(db: Executor, userId: string, cents: number): Promise<void> {
  await db
    .insertInto('billing_credit_balances')
    .values({ user_id: userId, available_cents: cents })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ available_cents: eb('billing_credit_balances.available_cents', '+', cents) })))
    .execute();
}

/** Takes `cents` off the balance if at least that much is there; false when it is not (another charge used it). */
export async function takeFromCreditBalance(db: Executor, userId: string, cents: number): Promise<boolean> {
  const result = await db
    .updateTable('billing_credit_balances')
    .set((eb) => ({ available_cents: eb('available_cents', '-', cents) }))
    .where('user_id', '=', userId)
    .where('available_cents', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findCreditBalance(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('billing_credit_balances').select('available_cents').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.available_cents) : 0;
}

export async function listCreditEntries(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('billing_credits')
    .select(['id', 'amount_cents', 'reason', 'payment_reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findCreditUse(db: Executor, paymentReference: string) {
  return db.selectFrom('billing_credits').select(['amount_cents']).where('idempotency_key', '=', `use:${paymentReference}`).executeTakeFirst();
}

/** Removes a charge's use of credit (the provider refused it): what it had taken, if anything. */
export async function deleteCreditUse(db: Executor, paymentReference: string) {
  return db.deleteFrom('billing_credits').where('idempotency_key', '=', `use:${paymentReference}`).returning('amount_cents').executeTakeFirst();
}

/* The admin's list and the CSV ------------------------------------------------------------------- */

export async function listAdminPayments(db: Executor, limit: number, cursor: { createdAt: string; id: string } | undefined) {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('profiles as pr', 'pr.user_id', 'u.id')
    .select(['p.id', 'p.user_id', 'p.payment_type', 'p.description', 'p.amount_cents', 'p.refunded_cents', 'p.status', 'p.provider', 'p.created_at', 'u.name', 'pr.display_name']);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('p.created_at', '<', cursor.createdAt), eb.and([eb('p.created_at', '=', cursor.createdAt), eb('p.id', '<', cursor.id)])]),
    );
  }
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
}

/**
 * One page of the CSV: payments in [from, to) after the (created_at, id) cursor, oldest first, read
 * along payments_created_idx. The family is its display name, else a pseudonymous id.
 */
export async function csvPage(db: Executor, range: { from: string; to: string }, after: { createdAt: string; id: string } | undefined, limit: number) {
  let query = db
    .selectFrom('payments as p')
    .leftJoin('profiles as pr', 'pr.user_id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.payment_type', 'p.description', 'p.amount_cents', 'p.refunded_cents', 'p.status', 'p.provider', 'p.provider_reference', 'p.created_at', 'pr.display_name'])
    .where('p.created_at', '<', range.to);
  // A row-value comparison, so both dialects read the index from the cursor on (an OR would scan).
  query = after
    ? query.where((eb) => eb(eb.refTuple('p.created_at', 'p.id'), '>', eb.tuple(after.createdAt, after.id)))
    : query.where('p.created_at', '>=', range.from);
  return query.orderBy('p.created_at').orderBy('p.id').limit(limit).execute();
}

/** Refunds summed per payment for a page of the CSV (only succeeded ones count). */
export async function sumRefunds(db: Executor, paymentIds: string[]) {
  if (!paymentIds.length) return new Map<string, number>();
  const rows = await db
    .selectFrom('payment_refunds')
    .select(['payment_id', sql<number>`sum(amount_cents)`.as('cents')])
    .where('payment_id', 'in', paymentIds)
    .where('status', '=', 'succeeded')
    .groupBy('payment_id')
    .execute();
  return new Map(rows.map((r) => [r.payment_id, Number(r.cents)]));
}
