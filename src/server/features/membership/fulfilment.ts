/**
 * Fulfilment: the one function that turns a paid checkout into a membership, whoever reports the
 * payment first (the test provider's Pay, a Stripe webhook, or the success page's verification).
 * In one transaction the checkout is claimed with a conditional update; only the winner grants the
 * membership, records the charge (unique reference), books the family, writes the history and
 * queues the receipt. Everyone else just reads the result.
 */
import type { Transaction } from 'kysely';
import { ACADEMY } from '#shared/academy';
import { addBillingInterval, formatUsd, type MembershipStatus } from '#shared/membership';
import { paths } from '#shared/page-paths';
import type { AppContext } from '#server/context';
import type { Database } from '#server/db/schema';
import { composeMail } from '#server/mail/mail';
import type { ProviderCheckoutState } from '#server/payments/provider';
import { AppError } from '#shared/errors';
import { athleteFirstName, athleteHasMembershipMessage } from '#shared/validation/membership';
import { isEligibleBirthYear } from '#shared/validation/athletes';
import {
  claimCheckout,
  expireEndedMemberships,
  expireOtherOpenCheckouts,
  findAthleteName,
  findCheckout,
  findMembershipType,
  findUserContact,
  insertBillingEvent,
  insertBooking,
  insertMembership,
  insertPayment,
  listFamilyAthletes,
  lockFulfilment,
  toMembershipType,
} from './queries';
import { inTransaction } from '#server/db/transaction';
import { admitOnPurchase } from '#server/features/public-site/service';
import { INVITATION_MESSAGES } from '#shared/validation/invitations';

type Trx = Transaction<Database>;

/** Our status for the provider's subscription state (docs/product.md, Membership). */
export function membershipStatusFromProvider(subscriptionStatus: string | undefined, cancelAtPeriodEnd: boolean | undefined): MembershipStatus {
  switch (subscriptionStatus) {
    case 'canceled':
    case 'incomplete_expired':
      return 'expired';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      return cancelAtPeriodEnd ? 'canceled' : 'active';
  }
}

export function formatAcademyDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: ACADEMY.timeZone });
}

const whose = (athleteName: string | null | undefined) => (athleteName ? `${athleteName}’s membership` : 'Your membership');

export const canceledMail = (periodEnd: string, athleteName?: string | null) => ({
  kind: 'membership-canceled' as const,
  subject: 'your membership is canceled',
  paragraphs: [
    `${whose(athleteName)} is canceled. Training continues until ${formatAcademyDate(periodEnd)}; then it ends and nothing more is charged.`,
    'Changed your mind? Resume it in Manage Billing before that date.',
  ],
});

/** After a paid early withdrawal: the membership has ended, and nothing more is charged. */
export const withdrawnMail = (athleteName?: string | null) => ({
  kind: 'membership-expired' as const,
  subject: 'your membership has ended',
  paragraphs: [
    `${whose(athleteName)} has ended: the remaining balance of the commitment is paid, and nothing more will be charged.`,
    'To train with us again, choose a plan on the Membership page: it starts a new membership.',
  ],
});

export const resumedMail = (periodEnd: string, athleteName?: string | null) => ({
  kind: 'membership-resumed' as const,
  subject: 'your membership is resumed',
  paragraphs: [`${whose(athleteName)} is resumed: it renews automatically on ${formatAcademyDate(periodEnd)}, and training goes on as before.`],
});

/** A receipt for one paid charge, queued in the transaction that recorded it. */
export async function queueReceipt(
  ctx: AppContext,
  trx: Trx,
  receipt: { to: string; name: string; description: string; amountCents: number; lines: string[]; paidAt: string; reference: string },
): Promise<void> {
  const { text, html } = composeMail({
    greeting: `Hi ${receipt.name || 'there'},`,
    paragraphs: [
      `Thank you for your payment to ${ACADEMY.name}. This is your receipt.`,
      [
        `${receipt.description}: ${formatUsd(receipt.amountCents)}`,
        ...receipt.lines,
        `Date: ${formatAcademyDate(receipt.paidAt)}`,
        `Reference: ${receipt.reference}`,
      ].join('\n'),
      `Questions about billing? Reply to this e-mail or write to ${ACADEMY.email}.`,
    ],
    links: [{ label: 'Your membership and billing', url: `${ctx.config.appUrl}${paths.membership()}` }],
  });
  await ctx.mail.queue(trx, {
    kind: 'payment-receipt',
    to: receipt.to,
    subject: `Your ${ACADEMY.name} receipt: ${formatUsd(receipt.amountCents)}`,
    text,
    html,
  });
}

/**
 * The athlete of a checkout started before memberships were per athlete (no athlete_id): the
 * family's first athlete, as migration 0035 chose for existing memberships.
 */
async function legacyCheckoutAthlete(trx: Trx, userId: string): Promise<string | null> {
  const athletes = await listFamilyAthletes(trx, userId);
  return (athletes.find((a) => isEligibleBirthYear(a.birth_year)) ?? athletes[0])?.id ?? null;
}

/**
 * Fulfils the checkout inside the caller's transaction. Returns true for the one caller that
 * claimed the checkout, false when it was already fulfilled (or is unknown). The membership is the
 * checkout's athlete's; if that athlete already holds a live one (two checkouts paid at once), the
 * test provider's payment is refused (nothing is charged: CONFLICT, rolled back), and a payment
 * Stripe already took is recorded without a second membership, for the academy to refund.
 */
export async function fulfilCheckoutIn(ctx: AppContext, trx: Trx, checkoutId: string, state: ProviderCheckoutState, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const unclaimed = await findCheckout(trx, checkoutId);
  if (!unclaimed || unclaimed.status === 'complete') return false;
  await lockFulfilment(trx, unclaimed);
  if (!(await claimCheckout(trx, checkoutId, nowIso))) return false;

  const checkout = (await findCheckout(trx, checkoutId))!;
  const plan = toMembershipType((await findMembershipType(trx, checkout.membership_type_id))!);
  const user = await findUserContact(trx, checkout.user_id);
  if (!user) return false;
  // Invite-only (decision 078): the first membership uses the address's invitation, here, in this
  // transaction. The test provider charges nothing without one; a payment Stripe already took for a
  // checkout started while invited still grants the membership.
  if (!(await admitOnPurchase(trx, user.id, now))) {
    if (checkout.provider === 'test') throw new AppError('NOT_INVITED', INVITATION_MESSAGES.notInvited);
    ctx.log.warn({ checkoutId: checkout.id }, 'a paid checkout for a family whose invitation was no longer open');
  }
  const athleteId = checkout.athlete_id ?? (await legacyCheckoutAthlete(trx, user.id));
  const athleteFullName = athleteId ? await findAthleteName(trx, athleteId) : undefined;
  const athleteName = athleteFullName ? athleteFirstName(athleteFullName) : null;
  const forAthlete = athleteName ? ` for ${athleteName}` : '';

  const periodStart = state.periodStart ?? nowIso;
  const periodEnd = state.periodEnd ?? addBillingInterval(periodStart, plan.interval);
  const status = membershipStatusFromProvider(state.subscriptionStatus, state.cancelAtPeriodEnd);
  if (athleteId) await expireEndedMemberships(trx, athleteId, nowIso);
  const isGranted = await insertMembership(trx, {
    user_id: user.id,
    athlete_id: athleteId,
    membership_type_id: plan.id,
    status,
    current_period_start: periodStart,
    current_period_end: periodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    provider: checkout.provider,
    provider_subscription_id: state.subscriptionId ?? null,
    provider_customer_id: state.customerId ?? null,
    last_event_at: nowIso,
    now: nowIso,
  });
  if (!isGranted && checkout.provider === 'test') throw new AppError('CONFLICT', athleteHasMembershipMessage(athleteName ?? 'This athlete'));

  // The first invoice of a Stripe subscription is this same charge: its id is the reference, so
  // a later invoice.paid for it finds the row and records nothing.
  const reference = state.invoiceId ?? `checkout:${checkout.id}`;
  const period = plan.interval === 'year' ? 'first year' : 'first month';
  const description = `${plan.label}${forAthlete}: ${period}${checkout.join_fee_cents > 0 ? ' + join fee' : ''}`;
  const isPaymentNew = await insertPayment(trx, {
    user_id: user.id,
    payment_type: 'membership',
    description,
    amount_cents: checkout.amount_cents,
    status: 'completed',
    provider: checkout.provider,
    provider_reference: reference,
    created_at: nowIso,
  });

  await expireOtherOpenCheckouts(trx, user.id, athleteId, checkout.id);
  if (!isGranted) {
    ctx.log.warn({ checkoutId: checkout.id, athleteId }, 'a paid checkout for an athlete who already has a live membership');
    await insertBillingEvent(
      trx,
      user.id,
      'payment.duplicate',
      `Paid ${formatUsd(checkout.amount_cents)} for ${plan.label}${forAthlete}, who already has a membership: no second membership was started, and the academy will refund this payment.`,
      nowIso,
    );
    return true;
  }
  await insertBooking(trx, user.id, 'booked', `checkout:${checkout.id}`, nowIso);
  await insertBillingEvent(
    trx,
    user.id,
    'membership.started',
    `${plan.label} membership started${forAthlete}; ${status === 'active' ? 'renews' : 'current period ends'} on ${formatAcademyDate(periodEnd)}.`,
    nowIso,
  );
  if (isPaymentNew) {
    await insertBillingEvent(trx, user.id, 'payment.completed', `Paid ${formatUsd(checkout.amount_cents)} for ${description}.`, nowIso);
    await queueReceipt(ctx, trx, {
      to: user.email,
      name: user.name,
      description,
      amountCents: checkout.amount_cents,
      lines: [
        ...(athleteName ? [`  Athlete: ${athleteName}`] : []),
        `  ${plan.label}, ${period}: ${formatUsd(checkout.price_cents)}`,
        ...(checkout.join_fee_cents > 0 ? [`  Join fee (one-time): ${formatUsd(checkout.join_fee_cents)}`] : []),
        `Your membership ${status === 'active' ? 'renews' : 'runs until'} ${formatAcademyDate(periodEnd)}.`,
      ],
      paidAt: nowIso,
      reference,
    });
  }
  return true;
}

/** Fulfils in its own transaction (verification and the test provider's Pay). */
export async function fulfilCheckout(ctx: AppContext, checkoutId: string, state: ProviderCheckoutState, now = new Date()): Promise<boolean> {
  return inTransaction(ctx.db, (trx) => fulfilCheckoutIn(ctx, trx, checkoutId, state, now));
}
