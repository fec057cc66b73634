/**
 * Commitments (issue 17, point 4; decision 042): the commitment end on the card and in billing, and
 * early withdrawal: "leaving before the end of your commitment means the remaining balance of the
 * commitment is due". The balance is the server's (commitmentTerms), never the request's. It is
 * recorded as the membership's one balance charge (payments, reference balance:<id>), charged through
 * the provider (a test card on our billing page; Stripe: the saved card, off-session), and only once
 * it is paid is the membership set to cancel. A declined charge leaves the membership as it was.
 */
import { AppError } from '#shared/errors';
import { CARD_MESSAGES, formatUsd } from '#shared/membership';
import { commitmentTerms, breakLimitAt, type BreakSpan } from '#shared/membership-terms';
import { athleteFirstName } from '#shared/validation/membership';
import { BREAK_MESSAGES, type TMembershipTerms, type TWithdrawRequest } from '#shared/validation/membership-terms';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import type { PaymentProvider } from '#server/payments/provider';
import { chargeEnteredTestCard } from '#server/payments/test-provider';
import { liveStatus, requireFamilyMembership } from './breaks';
import { recordDeparture } from './departures';
import { canceledMail, formatAcademyDate, queueReceipt, withdrawnMail } from './fulfilment';
import { queueMembershipMail } from './membership-mail';
import { findUserContact, insertBillingEvent } from './queries';
import {
  balanceReference,
  claimBalancePayment,
  findBalancePayment,
  listBreaks,
  listFamilyTermsMemberships,
  settleBalancePayment,
  type TermsMembershipRow,
} from './terms-queries';

const iso = (value: string | Date) => new Date(value).toISOString();

type BreakRow = Awaited<ReturnType<typeof listBreaks>>[number];

function spanOf(b: BreakRow): BreakSpan {
  return { startsAt: iso(b.starts_at), endsAt: iso(b.resumed_at ?? b.ended_at ?? b.ends_at) };
}

function termsOf(row: TermsMembershipRow, breaks: BreakRow[], now: Date) {
  return commitmentTerms(
    {
      plan: { interval: row.interval === 'year' ? 'year' : 'month', priceCents: row.price_cents, commitmentMonths: row.commitment_months },
      startedAt: iso(row.created_at),
      currentPeriodEnd: iso(row.current_period_end),
      breaks: breaks.map(spanOf),
    },
    now,
  );
}

/** Each of the family's memberships: its commitment end, the balance an early withdrawal owes, its break. */
export async function getMembershipTerms(db: Db, userId: string, now = new Date()): Promise<TMembershipTerms[]> {
  const rows = await listFamilyTermsMemberships(db, userId);
  const breaks = await listBreaks(db, rows.map((r) => r.id));
  const balances = await db.selectFrom('payments').select(['id', 'provider_reference']).where('provider_reference', 'in', rows.length ? rows.map((r) => balanceReference(r.id)) : ['-']).where('status', '=', 'completed').execute();
  return rows.map((row) => {
    const own = breaks.filter((b) => b.membership_id === row.id);
    const open = own.find((b) => !b.resumed_at && !b.ended_at);
    const terms = termsOf(row, own, now);
    const paid = balances.find((p) => p.provider_reference === balanceReference(row.id));
    return {
      membershipId: row.id,
      commitmentMonths: row.commitment_months,
      commitmentEndsAt: terms.commitmentEndsAt,
      isCommitted: terms.isCommitted,
      monthsPaid: terms.monthsPaid,
      monthsRemaining: terms.monthsRemaining,
      remainingBalanceCents: paid || !terms.isCommitted ? 0 : terms.remainingBalanceCents,
      balancePaymentId: paid?.id ?? null,
      activeBreak: open ? { id: open.id, startsAt: iso(open.starts_at), endsAt: iso(open.ends_at), months: open.months, limitAt: breakLimitAt(iso(open.starts_at)) } : null,
      canPause: !open && liveStatus(row, now) === 'active' && row.cancel_at_period_end !== 1,
    };
  });
}

/** The balance an early withdrawal owes now, 0 when none (after the commitment, annual plans, or already paid). */
async function balanceDue(db: Db, row: TermsMembershipRow, now: Date): Promise<{ cents: number; endsAt: string }> {
  const terms = termsOf(row, await listBreaks(db, [row.id]), now);
  const paid = await findBalancePayment(db, row.id);
  const cents = !terms.isCommitted || paid?.status === 'completed' ? 0 : terms.remainingBalanceCents;
  return { cents, endsAt: terms.commitmentEndsAt };
}

/**
 * The plain cancel route's guard: cancelling before the commitment's end goes through the early
 * withdrawal, which shows and charges the balance first (409 with what is due).
 */
export async function assertNoBalanceDue(db: Db, userId: string, membershipId: string, now = new Date()): Promise<void> {
  const rows = await listFamilyTermsMemberships(db, userId);
  const row = rows.find((r) => r.id === membershipId);
  if (!row) return;
  const due = await balanceDue(db, row, now);
  if (due.cents > 0) throw new AppError('CONFLICT', BREAK_MESSAGES.balanceDue(formatUsd(due.cents), formatAcademyDate(due.endsAt)));
}

const forAthlete = (row: TermsMembershipRow) => (row.athlete_name ? ` for ${athleteFirstName(row.athlete_name)}` : '');

/**
 * Cancel before the commitment's end: charge the remaining balance, then cancel at the end of the
 * period. With no balance due it is a plain cancellation. Idempotent: a paid balance is never
 * charged again, and a retry after a decline charges at most once.
 */
export async function withdrawEarly(ctx: AppContext, provider: PaymentProvider, user: SessionUser, request: TWithdrawRequest, now = new Date()): Promise<TMembershipTerms> {
  const row = await requireFamilyMembership(ctx, user.id, request.membershipId);
  const status = liveStatus(row, now);
  if (status !== 'active' && status !== 'past_due') throw new AppError('CONFLICT', 'Only an active membership can be canceled.');
  const isStripe = row.provider === 'stripe';
  if (row.provider !== provider.name) throw new AppError('CONFLICT', 'Manage this membership in the billing portal.');
  const due = await balanceDue(ctx.db, row, now);
  const nowIso = now.toISOString();
  const description = `Remaining commitment balance${forAthlete(row)}: ${row.plan_label}, commitment until ${formatAcademyDate(due.endsAt)}`;

  if (due.cents > 0) {
    if (!isStripe && !request.card) throw new AppError('VALIDATION', BREAK_MESSAGES.cardRequired, { card: BREAK_MESSAGES.cardRequired });
    const outcome = isStripe ? null : chargeEnteredTestCard(request.card!.cardNumber);
    const claimed = await inTransaction(ctx.db, (trx) =>
      claimBalancePayment(trx, { userId: user.id, membershipId: row.id, description, amountCents: due.cents, provider: row.provider, now: nowIso }),
    );
    if (!claimed) throw new AppError('CONFLICT', BREAK_MESSAGES.balanceInProgress);

    let paidReference: string | null = null;
    try {
      if (isStripe) {
        if (!provider.chargeSavedPaymentMethod || !row.provider_customer_id) throw new AppError('CONFLICT', 'Manage this membership in the billing portal.');
        const charge = await provider.chargeSavedPaymentMethod({
          customerId: row.provider_customer_id,
          subscriptionId: row.provider_subscription_id,
          amountCents: due.cents,
          description,
          idempotencyKey: `${balanceReference(row.id)}:${nowIso}`,
          metadata: { kind: 'balance', membershipId: row.id, userId: user.id },
        });
        if (charge.status === 'succeeded') paidReference = charge.reference;
      } else if (outcome === 'success') {
        paidReference = balanceReference(row.id);
      }
    } catch (error) {
      await settleBalancePayment(ctx.db, row.id, 'failed', nowIso);
      throw error;
    }

    if (!paidReference) {
      await inTransaction(ctx.db, async (trx) => {
        await settleBalancePayment(trx, row.id, 'failed', nowIso);
        await insertBillingEvent(trx, user.id, 'payment.failed', `Card declined for the remaining commitment balance${forAthlete(row)} (${formatUsd(due.cents)}); the membership was not canceled.`, nowIso);
      });
      throw new AppError('PAYMENT_DECLINED', BREAK_MESSAGES.balanceDeclined, isStripe ? undefined : { cardNumber: CARD_MESSAGES.declined });
    }

    await inTransaction(ctx.db, async (trx) => {
      await settleBalancePayment(trx, row.id, 'completed', nowIso);
      await insertBillingEvent(trx, user.id, 'payment.completed', `Paid ${formatUsd(due.cents)}: ${description}.`, nowIso);
      const contact = await findUserContact(trx, user.id);
      if (contact) {
        await queueReceipt(ctx, trx, {
          to: contact.email,
          name: contact.name,
          description,
          amountCents: due.cents,
          lines: [`  The early-withdrawal term: the remaining balance of the commitment is due. Payments are not refundable.`],
          paidAt: nowIso,
          reference: isStripe ? paidReference! : balanceReference(row.id),
        });
      }
    });
  }

  if (due.cents > 0) {
    // The balance paid the commitment off: the membership has ended, now. Nothing renews, nothing
    // resumes (status expired, never canceled-and-running), and joining again is a new membership.
    if (isStripe && row.provider_subscription_id) {
      await provider.cancelSubscription?.(row.provider_subscription_id).catch((error: unknown) => ctx.log.error({ err: error, membershipId: row.id }, 'could not end a withdrawn subscription'));
    }
    await inTransaction(ctx.db, async (trx) => {
      const changed = await trx
        .updateTable('memberships')
        .set({ status: 'expired', cancel_at_period_end: 1, current_period_end: nowIso, scheduled_membership_type_id: null, scheduled_change_at: null, last_event_at: nowIso, updated_at: nowIso })
        .where('id', '=', row.id)
        .where('status', '!=', 'expired')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return;
      await recordDeparture(trx, 'withdraw', { reason: request.reason, note: request.note, membershipId: row.id, familyId: user.id, askedAt: nowIso, effectiveAt: nowIso });
      await trx.updateTable('membership_breaks').set({ ended_at: nowIso }).where('membership_id', '=', row.id).where('resumed_at', 'is', null).where('ended_at', 'is', null).execute();
      await insertBillingEvent(trx, user.id, 'membership.withdrawn', `Membership${forAthlete(row)} ended: the remaining commitment balance is paid. Nothing more will be charged.`, nowIso);
      await queueMembershipMail(ctx, trx, user.id, withdrawnMail(row.athlete_name ? athleteFirstName(row.athlete_name) : null));
    });
  } else {
    // Nothing was due (the commitment is over): a plain cancellation at the end of the period.
    if (isStripe && row.provider_subscription_id) await provider.cancelAtPeriodEnd?.(row.provider_subscription_id);
    await inTransaction(ctx.db, async (trx) => {
      const changed = await trx
        .updateTable('memberships')
        .set({ status: 'canceled', cancel_at_period_end: 1, last_event_at: nowIso, updated_at: nowIso })
        .where('id', '=', row.id)
        .where('cancel_at_period_end', '=', 0)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return;
      await recordDeparture(trx, 'cancel', { reason: request.reason, note: request.note, membershipId: row.id, familyId: user.id, askedAt: nowIso, effectiveAt: iso(row.current_period_end) });
      await insertBillingEvent(trx, user.id, 'membership.canceled', `Membership${forAthlete(row)} canceled; it ends on ${formatAcademyDate(iso(row.current_period_end))}.`, nowIso);
      await queueMembershipMail(ctx, trx, user.id, canceledMail(iso(row.current_period_end), row.athlete_name ? athleteFirstName(row.athlete_name) : null));
    });
  }
  ctx.events.publish({ userId: user.id }, [{ type: 'membership' }]);
  return (await getMembershipTerms(ctx.db, user.id, now)).find((t) => t.membershipId === row.id)!;
}
