/**
 * Stripe's events, applied so that any order and any number of deliveries converge on the same
 * state: each event id is recorded once in the transaction that applies it; a checkout is fulfilled
 * from the provider's current state (fetched before the transaction), so an early cancel or delete
 * is not lost; charges are unique by reference; subscription changes older than the last one
 * applied are ignored, and an expired membership never comes back from a stale event.
 */
import type { Transaction } from 'kysely';
import { formatUsd } from '#shared/membership';
import { athleteFirstName } from '#shared/validation/membership';
import type { AppContext } from '#server/context';
import type { Database } from '#server/db/schema';
import { findCreditUse } from './billing-queries';
import { creditStripeRenewal } from './credits';
import { forgetDeparture, recordPortalDeparture } from './departures';
import { fulfilCheckoutIn, formatAcademyDate, membershipStatusFromProvider, queueReceipt, canceledMail, resumedMail } from './fulfilment';
import { queueMembershipMail } from './membership-mail';
import { checkoutHandlerFor } from '#server/payments/completions';
import type { PaymentProvider, ProviderCheckoutState, ProviderEvent } from '#server/payments/provider';
import { subscriptionPlanId, subscriptionState } from '#server/payments/stripe-provider';
import { applyProviderPlan, recordPlanChangePayment } from './plan-changes';
import {
  findAthleteName,
  findCheckout,
  findCheckoutByReference,
  findMembershipBySubscription,
  findMembershipType,
  findUserContact,
  insertBillingEvent,
  insertPayment,
  isEventRecorded,
  type MembershipRow,
  moveCheckout,
  recordEvent,
  toMembershipType,
  updateMembership,
} from './queries';
import { inTransaction } from '#server/db/transaction';

type Trx = Transaction<Database>;

/** The plan's label with the athlete it covers: "Core Plan (Monthly) for Leo". */
async function planFor(trx: Trx, label: string, athleteId: string | null | undefined): Promise<string> {
  const name = athleteId ? await findAthleteName(trx, athleteId) : undefined;
  return name ? `${label} for ${athleteFirstName(name)}` : label;
}
type Obj = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const idOf = (value: unknown): string | undefined => str(value) ?? (value && typeof value === 'object' ? str((value as Obj).id) : undefined);

/** The subscription an invoice belongs to: invoice.parent in current API versions, invoice.subscription before. */
function invoiceSubscription(invoice: Obj): { subscriptionId: string | undefined; metadata: Obj } {
  const details = ((invoice.parent as Obj | undefined)?.subscription_details ?? undefined) as Obj | undefined;
  return {
    subscriptionId: idOf(details?.subscription) ?? idOf(invoice.subscription),
    metadata: ((details?.metadata as Obj | undefined) ?? (invoice.subscription_details as Obj | undefined)?.metadata ?? {}) as Obj,
  };
}

/** The newest service period among the invoice's lines. */
function invoicePeriod(invoice: Obj): { start: string; end: string } | undefined {
  const lines = ((invoice.lines as Obj | undefined)?.data ?? []) as Obj[];
  let best: { start: number; end: number } | undefined;
  for (const line of lines) {
    const period = line.period as Obj | undefined;
    const start = num(period?.start);
    const end = num(period?.end);
    if (start !== undefined && end !== undefined && (!best || end > best.end)) best = { start, end };
  }
  return best ? { start: new Date(best.start * 1000).toISOString(), end: new Date(best.end * 1000).toISOString() } : undefined;
}

const isPaidStatus = (status: unknown) => status === 'paid' || status === 'no_payment_required';

/** Whether an event is at least as new as the last one applied to the membership (seconds). */
function isCurrent(event: Pick<ProviderEvent, 'created'>, membership: MembershipRow): boolean {
  if (!membership.last_event_at) return true;
  return event.created >= Math.floor(Date.parse(membership.last_event_at) / 1000);
}

function laterOf(event: Pick<ProviderEvent, 'created'>, membership: MembershipRow): string {
  const previous = membership.last_event_at ? Date.parse(membership.last_event_at) : 0;
  return new Date(Math.max(event.created * 1000, previous)).toISOString();
}

/** The checkout an event may fulfil, and the provider's current state of it; looked up before the transaction. */
async function prefetchCheckoutState(
  ctx: AppContext,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<{ checkoutId: string; state: ProviderCheckoutState } | undefined> {
  let checkoutId: string | undefined;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    if (event.type === 'checkout.session.completed' && !isPaidStatus(event.object.payment_status)) return undefined;
    checkoutId = str(event.object.id);
  } else if (event.type === 'invoice.paid') {
    const { subscriptionId, metadata } = invoiceSubscription(event.object);
    if (subscriptionId && (await findMembershipBySubscription(ctx.db, subscriptionId))) return undefined;
    const reference = str(metadata.checkoutId);
    checkoutId = reference ? (await findCheckoutByReference(ctx.db, reference))?.id : undefined;
  }
  if (!checkoutId) return undefined;
  const checkout = await findCheckout(ctx.db, checkoutId);
  if (!checkout || checkout.status === 'complete' || checkout.provider !== provider.name) return undefined;
  return { checkoutId, state: await provider.retrieveCheckout(checkoutId) };
}

/** Applies one verified provider event once. 'duplicate' when it was already applied. */
export async function handleProviderEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: ProviderEvent,
  now = new Date(),
): Promise<'applied' | 'duplicate'> {
  if (await isEventRecorded(ctx.db, event.id)) return 'duplicate';
  if (event.type === 'invoice.created') {
    // Recorded after the credit is on the invoice: a delivery cut short is delivered again and
    // finishes it (creditStripeRenewal is safe to run twice).
    await creditRenewalDraft(ctx, provider, event, now);
    await recordEvent(ctx.db, { id: event.id, provider: provider.name, type: event.type, now: now.toISOString() });
    return 'applied';
  }
  // Another feature's checkout (metadata.kind, e.g. a store order): its own handler applies it.
  const handler = checkoutHandlerFor(ctx, event);
  if (handler) {
    await handler.handle(event, provider);
    await recordEvent(ctx.db, { id: event.id, provider: provider.name, type: event.type, now: now.toISOString() });
    return 'applied';
  }
  const prefetched = await prefetchCheckoutState(ctx, provider, event);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    if (!(await recordEvent(trx, { id: event.id, provider: provider.name, type: event.type, now: now.toISOString() }))) {
      return { result: 'duplicate' as const, families: [] };
    }
    const families = new Set<string>();
    if (prefetched && prefetched.state.status === 'complete' && isPaidStatus(prefetched.state.paymentStatus)) {
      await fulfilCheckoutIn(ctx, trx, prefetched.checkoutId, prefetched.state, now);
      const checkout = await findCheckout(trx, prefetched.checkoutId);
      if (checkout) families.add(checkout.user_id);
    }
    const family = await applyEvent(ctx, trx, event, now);
    if (family) families.add(family);
    return { result: 'applied' as const, families: [...families] };
  });
  // After the commit: the families' open pages refresh their membership.
  for (const userId of outcome.families) ctx.events.publish({ userId }, [{ type: 'membership' }]);
  return outcome.result;
}

/** A renewal's draft invoice of a membership Stripe bills: the family's credit comes off it (decision 085). */
async function creditRenewalDraft(ctx: AppContext, provider: PaymentProvider, event: ProviderEvent, now: Date): Promise<void> {
  const invoice = event.object;
  const invoiceId = str(invoice.id);
  const customerId = idOf(invoice.customer);
  const { subscriptionId } = invoiceSubscription(invoice);
  if (!invoiceId || !customerId || !subscriptionId || invoice.status !== 'draft' || invoice.billing_reason !== 'subscription_cycle') return;
  const membership = await findMembershipBySubscription(ctx.db, subscriptionId);
  if (!membership || membership.provider !== provider.name) return;
  await creditStripeRenewal(ctx, provider, { invoiceId, customerId, userId: membership.user_id, amountDueCents: num(invoice.amount_due) ?? 0 }, now);
}

async function familyOf(trx: Trx, subscriptionId: string | undefined): Promise<string | undefined> {
  return subscriptionId ? (await findMembershipBySubscription(trx, subscriptionId))?.user_id : undefined;
}

/** Applies the event's effects; returns the family it changed, if any. */
async function applyEvent(ctx: AppContext, trx: Trx, event: ProviderEvent, now: Date): Promise<string | undefined> {
  const nowIso = now.toISOString();
  const object = event.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      // Paid sessions were fulfilled above; an unpaid one waits for its asynchronous payment.
      const id = str(object.id);
      if (id && !isPaidStatus(object.payment_status) && (await moveCheckout(trx, id, ['open'], 'processing'))) {
        const checkout = (await findCheckout(trx, id))!;
        await insertBillingEvent(trx, checkout.user_id, 'payment.processing', 'Payment is processing; your membership starts when it clears.', nowIso);
        return checkout.user_id;
      }
      return undefined;
    }
    case 'checkout.session.async_payment_failed': {
      const id = str(object.id);
      if (!id || !(await moveCheckout(trx, id, ['open', 'processing'], 'failed'))) return undefined;
      const checkout = (await findCheckout(trx, id))!;
      const plan = toMembershipType((await findMembershipType(trx, checkout.membership_type_id))!);
      await insertPayment(trx, {
        user_id: checkout.user_id,
        payment_type: 'membership',
        description: `${plan.label}: payment failed`,
        amount_cents: checkout.amount_cents,
        status: 'failed',
        provider: checkout.provider,
        provider_reference: `${id}:failed`,
        created_at: nowIso,
      });
      await insertBillingEvent(trx, checkout.user_id, 'payment.failed', `The payment of ${formatUsd(checkout.amount_cents)} for ${plan.label} failed; no membership was started.`, nowIso);
      return checkout.user_id;
    }
    case 'checkout.session.expired': {
      const id = str(object.id);
      if (id) await moveCheckout(trx, id, ['open'], 'expired');
      return undefined;
    }
    case 'invoice.paid':
      await applyInvoicePaid(ctx, trx, event, nowIso);
      return familyOf(trx, invoiceSubscription(object).subscriptionId);
    case 'invoice.payment_failed':
      await applyInvoiceFailed(ctx, trx, event, nowIso);
      return familyOf(trx, invoiceSubscription(object).subscriptionId);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscriptionChange(ctx, trx, event, nowIso);
      return familyOf(trx, str(object.id));
    default:
      return undefined;
  }
}

async function applyInvoicePaid(ctx: AppContext, trx: Trx, event: ProviderEvent, nowIso: string): Promise<void> {
  const invoice = event.object;
  const invoiceId = str(invoice.id);
  const { subscriptionId } = invoiceSubscription(invoice);
  if (!invoiceId || !subscriptionId) return;
  const membership = await findMembershipBySubscription(trx, subscriptionId);
  if (!membership) return;
  if (invoice.billing_reason === 'subscription_update') {
    // A plan change's proration invoice (decision 043): recorded as the change's charge, by whichever
    // of this event and the change's own request comes first (the reference is the invoice's id, so
    // applyPaidInvoice below records nothing more). The plan follows customer.subscription.updated.
    const toId = str(invoiceSubscription(invoice).metadata.membershipTypeId) ?? membership.membership_type_id;
    const to = (await findMembershipType(trx, toId)) ?? (await findMembershipType(trx, membership.membership_type_id))!;
    await recordPlanChangePayment(ctx, trx, membership, { reference: invoiceId, amountCents: num(invoice.amount_paid) ?? 0, to: toMembershipType(to), nowIso });
  }
  await applyPaidInvoice(
    ctx,
    trx,
    membership,
    { reference: invoiceId, amountCents: num(invoice.amount_paid) ?? 0, isFirst: invoice.billing_reason === 'subscription_create', period: invoicePeriod(invoice), created: event.created },
    nowIso,
  );
}

/** A paid invoice of a membership, whoever charged it: Stripe's invoice.paid, or the test provider's renewal job. */
export type PaidInvoice = {
  /** The charge's unique reference (Stripe's invoice id; `renewal:<membership>:<period start>`): recorded once. */
  reference: string;
  amountCents: number;
  isFirst: boolean;
  /** The service period it pays for; a later end than the membership's starts a new period. */
  period: { start: string; end: string } | undefined;
  /** When it was paid, in seconds (an event's `created`), ordered against the membership's last event. */
  created: number;
  /** A credit the academy took off this charge (decision 079): shown on the receipt. Unset: the ledger's use for the reference, if any (decision 085). */
  creditCents?: number;
};

/**
 * Records a paid invoice against its membership: the charge (once, by reference), a new period with
 * the month's sessions refilled, the status back to active, and the receipt. Returns whether this
 * call recorded the charge.
 */
export async function applyPaidInvoice(ctx: AppContext, trx: Trx, membership: MembershipRow, invoice: PaidInvoice, nowIso: string): Promise<boolean> {
  const plan = toMembershipType((await findMembershipType(trx, membership.membership_type_id))!);
  const user = await findUserContact(trx, membership.user_id);
  if (!user) return false;

  const isFirst = invoice.isFirst;
  const amount = invoice.amountCents;
  // A credit taken off the charge: the test renewal says so; a Stripe invoice's is in the ledger by its id.
  const creditCents = invoice.creditCents ?? -Number((await findCreditUse(trx, invoice.reference))?.amount_cents ?? 0);
  const label = await planFor(trx, plan.label, membership.athlete_id);
  const description = isFirst ? `${label}: first ${plan.interval === 'year' ? 'year' : 'month'}` : `${label}: renewal`;
  const isNew = await insertPayment(trx, {
    user_id: user.id,
    payment_type: isFirst ? 'membership' : 'renewal',
    description,
    amount_cents: amount,
    status: 'completed',
    provider: membership.provider,
    provider_reference: invoice.reference,
    created_at: nowIso,
  });

  const changes: Parameters<typeof updateMembership>[2] = {};
  const period = invoice.period;
  if (period && Date.parse(period.end) > Date.parse(membership.current_period_end)) {
    // A new period: extend it (sessions remaining are counted from it). Older invoices never shorten it.
    changes.current_period_start = period.start;
    changes.current_period_end = period.end;
  }
  if (membership.status !== 'expired' && isCurrent(invoice, membership)) {
    changes.status = membership.cancel_at_period_end ? 'canceled' : 'active';
    changes.last_event_at = laterOf(invoice, membership);
  }
  if (Object.keys(changes).length) await updateMembership(trx, membership.id, { ...changes, updated_at: nowIso });

  if (isNew) {
    const periodEnd = changes.current_period_end ?? membership.current_period_end;
    await insertBillingEvent(trx, user.id, isFirst ? 'payment.completed' : 'membership.renewed', `Paid ${formatUsd(amount)} for ${description}.`, nowIso);
    await queueReceipt(ctx, trx, {
      to: user.email,
      name: user.name,
      description,
      amountCents: amount,
      lines: [
        ...(creditCents > 0 ? [`  Credit applied: -${formatUsd(creditCents)} (charged ${formatUsd(amount)} of ${formatUsd(amount + creditCents)})`] : []),
        `Your membership runs through ${formatAcademyDate(periodEnd)}.`,
      ],
      paidAt: nowIso,
      reference: invoice.reference,
    });
  }
  return isNew;
}

async function applyInvoiceFailed(ctx: AppContext, trx: Trx, event: ProviderEvent, nowIso: string): Promise<void> {
  const invoice = event.object;
  const invoiceId = str(invoice.id);
  const { subscriptionId, metadata } = invoiceSubscription(invoice);
  if (!invoiceId) return;
  const membership = subscriptionId ? await findMembershipBySubscription(trx, subscriptionId) : undefined;
  const reference = str(metadata.checkoutId);
  const checkout = !membership && reference ? await findCheckoutByReference(trx, reference) : undefined;
  const userId = membership?.user_id ?? checkout?.user_id;
  const typeId = membership?.membership_type_id ?? checkout?.membership_type_id;
  if (!userId || !typeId) return;
  const plan = toMembershipType((await findMembershipType(trx, typeId))!);
  const label = await planFor(trx, plan.label, membership?.athlete_id ?? checkout?.athlete_id);
  const amount = num(invoice.amount_due) ?? 0;

  const isNew = await insertPayment(trx, {
    user_id: userId,
    payment_type: invoice.billing_reason === 'subscription_create' ? 'membership' : 'renewal',
    description: `${label}: payment failed`,
    amount_cents: amount,
    status: 'failed',
    provider: membership?.provider ?? checkout?.provider ?? 'stripe',
    provider_reference: `${invoiceId}:attempt-${num(invoice.attempt_count) ?? event.id}`,
    created_at: nowIso,
  });
  if (isNew) {
    await insertBillingEvent(trx, userId, 'payment.failed', `The payment of ${formatUsd(amount)} for ${label} failed.`, nowIso);
    await queueMembershipMail(ctx, trx, userId, {
      kind: 'payment-failed',
      subject: 'a membership payment did not go through',
      paragraphs: [
        `The payment of ${formatUsd(amount)} for ${label} did not go through.`,
        'Update your card in Manage Billing so your athlete’s training continues without a break.',
      ],
    });
  }

  if (membership && membership.status !== 'expired' && isCurrent(event, membership)) {
    await updateMembership(trx, membership.id, { status: 'past_due', last_event_at: laterOf(event, membership), updated_at: nowIso });
    if (membership.status !== 'past_due') {
      await insertBillingEvent(trx, userId, 'membership.past_due', 'Membership payment is past due. Update your card in Manage Billing.', nowIso);
    }
  }
}

async function applySubscriptionChange(ctx: AppContext, trx: Trx, event: ProviderEvent, nowIso: string): Promise<void> {
  const state = subscriptionState(event.object);
  if (!state.subscriptionId) return;
  // Unknown yet: the checkout's fulfilment reads the subscription's current state itself.
  const membership = await findMembershipBySubscription(trx, state.subscriptionId);
  if (!membership || membership.status === 'expired') return;

  if (event.type === 'customer.subscription.deleted') {
    // Deletion is final at the provider, whatever order it arrives in.
    await updateMembership(trx, membership.id, { status: 'expired', cancel_at_period_end: 0, last_event_at: laterOf(event, membership), updated_at: nowIso });
    await insertBillingEvent(trx, membership.user_id, 'membership.expired', 'Membership ended.', nowIso);
    return;
  }
  if (!isCurrent(event, membership)) return;

  // The membership's plan follows the subscription's price (decision 043): an upgrade made here or
  // in Stripe, or a scheduled downgrade whose phase began. Stale events were left out just above.
  const planId = subscriptionPlanId(event.object);
  if (planId) await applyProviderPlan(ctx, trx, membership, planId, nowIso, { start: state.periodStart, end: state.periodEnd });

  const status = membershipStatusFromProvider(state.subscriptionStatus, state.cancelAtPeriodEnd);
  const cancelFlag = state.cancelAtPeriodEnd ? 1 : 0;
  const periodEnd =
    state.periodEnd && Date.parse(state.periodEnd) > Date.parse(membership.current_period_end) ? state.periodEnd : membership.current_period_end;
  await updateMembership(trx, membership.id, {
    status,
    cancel_at_period_end: cancelFlag,
    current_period_end: periodEnd,
    last_event_at: laterOf(event, membership),
    updated_at: nowIso,
  });

  if (cancelFlag !== membership.cancel_at_period_end) {
    // Departures (decision 074): a cancellation in Stripe's portal comes with no reason.
    if (cancelFlag) await recordPortalDeparture(trx, { membershipId: membership.id, familyId: membership.user_id, askedAt: nowIso, effectiveAt: new Date(periodEnd).toISOString() });
    else await forgetDeparture(trx, membership.id);
    await insertBillingEvent(
      trx,
      membership.user_id,
      cancelFlag ? 'membership.canceled' : 'membership.resumed',
      cancelFlag ? `Membership canceled; it ends on ${formatAcademyDate(periodEnd)}.` : 'Membership resumed; it renews automatically again.',
      nowIso,
    );
    await queueMembershipMail(ctx, trx, membership.user_id, cancelFlag ? canceledMail(periodEnd) : resumedMail(periodEnd));
  }
  if (status !== membership.status && status === 'expired') {
    await insertBillingEvent(trx, membership.user_id, 'membership.expired', 'Membership ended.', nowIso);
  }
}
