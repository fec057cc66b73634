/**
 * Refunds (issue 39, point 8; decision 079; docs/product.md, Billing operations): an admin refunds a
 * completed payment, whole or part, through the payment provider.
 *
 * 1. One transaction writes the refund's row (unique by its idempotency key: the payment, amount
 *    and reason, so identical requests at once refund once) and reserves the amount on the payment
 *    by a conditional update (refunds never add up to more than was paid). Over the rest: an error
 *    and nothing written.
 * 2. The provider is asked outside any transaction, under the refund's id as its idempotency key.
 * 3. One transaction marks it succeeded (the hourly totals then count it, so revenue is net of it),
 *    writes the family's billing event, e-mail and the audit entry; or, if the provider refused,
 *    marks it failed and gives the amount back.
 */
import { createHash } from 'node:crypto';
import { BILLING_MESSAGES as M } from '#shared/billing';
import { AppError } from '#shared/errors';
import { formatUsd } from '#shared/membership';
import type { TRefund, TRefundRequest, TRefundResponse } from '#shared/validation/billing';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction } from '#server/db/transaction';
import type { PaymentProvider } from '#server/payments/provider';
import { findPaymentForRefund, findRefundByKey, insertRefund, iso, releaseRefund, reserveRefund } from './billing-queries';
import { formatAcademyDate } from './fulfilment';
import { queueMembershipMail } from './membership-mail';
import { insertBillingEvent } from './queries';

type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefundByKey>>>;

const toRefund = (row: RefundRow): TRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  amountCents: Number(row.amount_cents),
  reason: row.reason,
  status: row.status,
  createdAt: iso(row.created_at),
});

/** The same refund asked twice (a double click, a retry, 20 requests at once) has one key. */
export function refundKey(paymentId: string, amountCents: number, reason: string): string {
  return createHash('sha256').update(`${paymentId}\u0000${amountCents}\u0000${reason}`).digest('hex');
}

export async function refundPayment(ctx: AppContext, provider: PaymentProvider, admin: SessionUser, paymentId: string, input: TRefundRequest, now = new Date()): Promise<TRefundResponse> {
  const reason = input.reason.trim();
  const amountCents = input.amountCents;
  const key = refundKey(paymentId, amountCents, reason);
  const nowIso = now.toISOString();

  const reserved = await inTransaction(ctx.db, async (trx) => {
    const payment = await findPaymentForRefund(trx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', M.paymentNotFound);
    const existing = await findRefundByKey(trx, key);
    if (existing) return { payment, refund: existing, isNew: false };
    if (payment.status !== 'completed') throw new AppError('CONFLICT', M.notRefundable);
    const id = timeOrderedId(now.getTime());
    const isNew = await insertRefund(trx, { id, paymentId, userId: payment.user_id, amountCents, reason, key, provider: payment.provider, adminId: admin.id, now: nowIso });
    if (!isNew) return { payment, refund: (await findRefundByKey(trx, key))!, isNew: false };
    if (!(await reserveRefund(trx, paymentId, amountCents))) {
      // Thrown inside the transaction: the row just written goes with it.
      throw new AppError('VALIDATION', M.overRefund, { amountCents: M.overRefund });
    }
    return { payment, refund: (await findRefundByKey(trx, key))!, isNew: true };
  });

  const { payment } = reserved;
  if (!reserved.isNew) {
    const current = (await findPaymentForRefund(ctx.db, paymentId)) ?? payment;
    return { refund: toRefund(reserved.refund), payment: { amountCents: Number(current.amount_cents), refundedCents: Number(current.refunded_cents) } };
  }

  const refundId = reserved.refund.id;
  let providerReference: string;
  try {
    if (payment.provider !== provider.name && payment.provider !== 'test') throw new Error(`payments of ${payment.provider} cannot be refunded by ${provider.name}`);
    const refunder = payment.provider === 'test' && provider.name !== 'test' ? undefined : provider.refundPayment;
    // A test-mode payment charged nothing: its refund is recorded here, whatever provider runs now.
    providerReference = refunder
      ? (await refunder.call(provider, { reference: payment.provider_reference, amountCents, idempotencyKey: `refund-${refundId}`, metadata: { refundId, paymentId } })).reference
      : `re_test_${refundId}`;
  } catch (error) {
    ctx.log.error({ err: error, paymentId, refundId }, 'a refund was refused by the payment provider');
    await inTransaction(ctx.db, async (trx) => {
      // The key is freed (a failed refund may be asked again) and the amount given back.
      const failed = await trx
        .updateTable('payment_refunds')
        .set({ status: 'failed', idempotency_key: `${key}:failed:${refundId}` })
        .where('id', '=', refundId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(failed.numUpdatedRows) === 1) await releaseRefund(trx, paymentId, amountCents);
    });
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', M.refundFailed);
  }

  const after = await inTransaction(ctx.db, async (trx) => {
    await trx.updateTable('payment_refunds').set({ status: 'succeeded', provider_reference: providerReference }).where('id', '=', refundId).execute();
    const current = (await findPaymentForRefund(trx, paymentId))!;
    const refundedAfter = Number(current.refunded_cents);
    const amountPaid = Number(current.amount_cents);
    const isWhole = refundedAfter >= amountPaid;
    await insertBillingEvent(trx, payment.user_id, 'payment.refunded', `Refunded ${formatUsd(amountCents)} of ${formatUsd(amountPaid)} for ${payment.description}.`, nowIso);
    await queueMembershipMail(ctx, trx, payment.user_id, {
      kind: 'payment-refunded',
      subject: `a refund of ${formatUsd(amountCents)}`,
      linkLabel: 'Your receipts in Billing',
      paragraphs: [
        `We refunded ${formatUsd(amountCents)} of your payment of ${formatUsd(amountPaid)} for ${payment.description} (paid ${formatAcademyDate(iso(payment.created_at))}).`,
        `Reason: ${reason}`,
        payment.provider === 'test'
          ? 'This payment was made in test mode, so no money moves.'
          : 'It goes back to the card you paid with; banks usually show it within 5 to 10 business days.',
        isWhole ? 'The payment is now refunded in full.' : `Refunded so far: ${formatUsd(refundedAfter)} of ${formatUsd(amountPaid)}.`,
      ],
    });
    await recordAudit(
      trx,
      {
        actor: { id: admin.id, email: admin.email },
        action: 'payment.refunded',
        target: { type: 'payment', id: paymentId },
        summary: `Refunded ${formatUsd(amountCents)} of payment ${paymentId.slice(0, 8)} (${formatUsd(amountPaid)})`,
        details: {
          refundId,
          familyId: payment.user_id,
          amountCents,
          reason,
          providerReference,
          before: { refundedCents: refundedAfter - amountCents },
          after: { refundedCents: refundedAfter },
        },
      },
      now,
    );
    return { amountCents: amountPaid, refundedCents: refundedAfter };
  });
  ctx.events.publish({ userId: payment.user_id }, [{ type: 'membership' }]);
  return { refund: { ...toRefund(reserved.refund), status: 'succeeded' }, payment: after };
}
