/**
 * Credits to the next charge (issue 39, point 8; decision 079; docs/product.md, Billing operations).
 * An admin grants a family an amount; the next renewal the academy charges for that family is
 * reduced by what is available (never below zero, the rest carried to the charge after), inside the
 * renewal's own transaction, once: the use is a ledger row unique by the charge's reference and the
 * balance is taken by a conditional update. A renewal Stripe charges takes it the same way, as a
 * negative item on its draft invoice (creditStripeRenewal, decision 085).
 */
import { createHash } from 'node:crypto';
import { BILLING_MESSAGES as M, creditToApply } from '#shared/billing';
import { AppError } from '#shared/errors';
import { formatUsd } from '#shared/membership';
import { academyDate } from '#shared/progress/time';
import type { TCreditRequest, TCreditResponse, TFamilyCredit } from '#shared/validation/billing';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import type { PaymentProvider } from '#server/payments/provider';
import { addToCreditBalance, deleteCreditUse, findCreditBalance, findCreditUse, insertCreditEntry, iso, listCreditEntries, takeFromCreditBalance } from './billing-queries';
import { queueMembershipMail } from './membership-mail';
import { insertBillingEvent } from './queries';

/**
 * The same credit asked twice or 20 times at once (a double click, a retry) has one key: the family,
 * amount and reason, and the academy day, so the same credit given again on a later day is a new one.
 * Nothing the requests read decides it, so requests that arrive one after another agree too.
 */
export function creditKey(familyId: string, amountCents: number, reason: string, now: Date): string {
  return `grant:${createHash('sha256').update(`${familyId}\u0000${amountCents}\u0000${reason}\u0000${academyDate(now)}`).digest('hex')}`;
}

export async function grantCredit(ctx: AppContext, admin: SessionUser, familyId: string, input: TCreditRequest, now = new Date()): Promise<TCreditResponse> {
  const reason = input.reason.trim();
  const nowIso = now.toISOString();
  const family = await ctx.db.selectFrom('users').select('id').where('id', '=', familyId).executeTakeFirst();
  if (!family) throw new AppError('NOT_FOUND', M.familyNotFound);
  const key = creditKey(familyId, input.amountCents, reason, now);
  const result = await inTransaction(ctx.db, async (trx) => {
    const id = timeOrderedId(now.getTime());
    const isNew = await insertCreditEntry(trx, { id, userId: familyId, amountCents: input.amountCents, reason, key, paymentReference: null, adminId: admin.id, now: nowIso });
    // The one that wrote the row grants; the others (waiting on the unique key until it committed) return it.
    if (!isNew) return { id: (await trx.selectFrom('billing_credits').select('id').where('idempotency_key', '=', key).executeTakeFirstOrThrow()).id, isNew };
    const availableBefore = await findCreditBalance(trx, familyId);
    await addToCreditBalance(trx, familyId, input.amountCents);
    await insertBillingEvent(trx, familyId, 'billing.credited', `A credit of ${formatUsd(input.amountCents)} will reduce your next charge: ${reason}`, nowIso);
    await queueMembershipMail(ctx, trx, familyId, {
      kind: 'billing-credited',
      subject: `a credit of ${formatUsd(input.amountCents)} toward your next charge`,
      paragraphs: [
        `We added a credit of ${formatUsd(input.amountCents)} to your account. Reason: ${reason}`,
        `It comes off your next membership charge; any amount left over carries to the charge after. Your credit now: ${formatUsd(availableBefore + input.amountCents)}.`,
      ],
    });
    await recordAudit(
      trx,
      {
        actor: { id: admin.id, email: admin.email },
        action: 'billing.credited',
        target: { type: 'family', id: familyId },
        summary: `Credited ${formatUsd(input.amountCents)} toward a family's next charge`,
        details: { creditId: id, amountCents: input.amountCents, reason, before: { availableCents: availableBefore }, after: { availableCents: availableBefore + input.amountCents } },
      },
      now,
    );
    return { id, isNew };
  });
  if (result.isNew) ctx.events.publish({ userId: familyId }, [{ type: 'membership' }]);
  return { id: result.id, amountCents: input.amountCents, availableCents: await findCreditBalance(ctx.db, familyId), isNew: result.isNew };
}

/**
 * Takes the family's available credit off a charge, in the charge's transaction: what was taken (0
 * without credit). Once per charge reference: a second call for the same charge takes nothing.
 */
export async function applyCredit(trx: Trx, userId: string, chargeCents: number, paymentReference: string, nowIso: string): Promise<number> {
  const available = await findCreditBalance(trx, userId);
  const cents = creditToApply(chargeCents, available);
  if (cents <= 0) return 0;
  const isNew = await insertCreditEntry(trx, {
    id: timeOrderedId(Date.parse(nowIso)),
    userId,
    amountCents: -cents,
    reason: 'Applied to a charge',
    key: `use:${paymentReference}`,
    paymentReference,
    adminId: null,
    now: nowIso,
  });
  if (!isNew) return 0;
  // Another charge of the family took part of it first: this one takes nothing rather than too much.
  if (!(await takeFromCreditBalance(trx, userId, cents))) {
    await trx.deleteFrom('billing_credits').where('idempotency_key', '=', `use:${paymentReference}`).execute();
    return 0;
  }
  return cents;
}

/** Gives back what a charge took (the provider refused to apply it): the credit waits for the next charge. */
async function returnCredit(trx: Trx, userId: string, paymentReference: string): Promise<void> {
  const removed = await deleteCreditUse(trx, paymentReference);
  if (removed) await addToCreditBalance(trx, userId, -Number(removed.amount_cents));
}

export type StripeRenewalDraft = { invoiceId: string; customerId: string; userId: string; amountDueCents: number };

/**
 * A Stripe renewal invoice still in draft (invoice.created; Stripe waits about an hour for the
 * webhook before it finalizes it): the family's credit comes off it, as off a test-mode renewal.
 * The credit is taken in our ledger first, unique by the invoice (a redelivered event takes
 * nothing more), then added to the invoice as a negative item under the idempotency key
 * `credit-<invoice>` (a retry after a crash adds the same item, not a second). Stripe refusing
 * (the invoice already final, an outage) gives the credit back for the next charge. invoice.paid
 * then shows it on the receipt (applyPaidInvoice).
 */
export async function creditStripeRenewal(ctx: AppContext, provider: PaymentProvider, draft: StripeRenewalDraft, now: Date): Promise<number> {
  if (!provider.creditInvoice) return 0;
  const nowIso = now.toISOString();
  const cents = await inTransaction(ctx.db, async (trx) => {
    const taken = await findCreditUse(trx, draft.invoiceId);
    return taken ? -Number(taken.amount_cents) : applyCredit(trx, draft.userId, draft.amountDueCents, draft.invoiceId, nowIso);
  });
  if (cents <= 0) return 0;
  try {
    await provider.creditInvoice({
      customerId: draft.customerId,
      invoiceId: draft.invoiceId,
      amountCents: cents,
      description: 'Academy credit',
      idempotencyKey: `credit-${draft.invoiceId}`,
      metadata: { userId: draft.userId, creditUse: `use:${draft.invoiceId}` },
    });
  } catch (error) {
    ctx.log.error({ err: error, invoiceId: draft.invoiceId }, 'the payment provider did not take a credit off a renewal; it stays for the next charge');
    await inTransaction(ctx.db, (trx) => returnCredit(trx, draft.userId, draft.invoiceId));
    return 0;
  }
  ctx.events.publish({ userId: draft.userId }, [{ type: 'membership' }]);
  return cents;
}

/** What the family sees on its billing page: the credit available and the latest entries. */
export async function getFamilyCredit(db: Db, userId: string): Promise<TFamilyCredit> {
  const [availableCents, entries] = await Promise.all([findCreditBalance(db, userId), listCreditEntries(db, userId, 10)]);
  return {
    availableCents,
    entries: entries.map((e) => ({ id: e.id, amountCents: Number(e.amount_cents), reason: Number(e.amount_cents) > 0 ? e.reason : 'Applied to a charge', createdAt: iso(e.created_at) })),
  };
}
