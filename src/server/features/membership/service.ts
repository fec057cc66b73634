/**
 * Memberships and payments: plans, checkout, verification, the billing portal, payment history and
 * the entitlements other features ask about. A family only ever reaches its own rows: another
 * family's session id is simply not found (404). Amounts come from membership_types, never from a
 * request.
 */
import { randomUUID } from 'node:crypto';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import {
  CARD_MESSAGES,
  effectiveMembershipStatus,
  formatUsd,
  type MembershipStatus,
  type PaymentProviderName,
  testCardOutcome,
} from '#shared/membership';
import {
  type TBillingEventsPage,
  type TMembership,
  type TMembershipResponse,
  type TMembershipSummary,
  type TMembershipType,
  type TPageQuery,
  type TPaymentsPage,
  type TTestCardRequest,
  type TTestCheckout,
  type TVerifyResponse,
  NO_ELIGIBLE_ATHLETE_MESSAGE,
  toMembershipSummary,
  UNKNOWN_PLAN_MESSAGE,
} from '#shared/validation/membership';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { isEligibleBirthYear } from '#shared/validation/athletes';
import { getFamilyAthletes } from '../athletes/service';
import { canceledMail, fulfilCheckout, formatAcademyDate, queueBillingMail, resumedMail } from './fulfilment';
import { createPaymentProvider } from '#server/payments/factory';
import type { PaymentProvider } from '#server/payments/provider';
import {
  decodeCursor,
  encodeCursor,
  findBillingCustomer,
  findMembershipByUser,
  findMembershipType,
  findOwnedCheckout,
  hasBooking,
  hasProcessingCheckout,
  insertBillingCustomer,
  insertBillingEvent,
  insertCheckout,
  insertPayment,
  listBillingEventsPage,
  listMembershipTypes,
  listPaymentsPage,
  moveCheckout,
  toBillingEvent,
  toMembershipType,
  toPayment,
  updateMembership,
} from './queries';
import { inTransaction } from '#server/db/transaction';

export const SESSION_NOT_FOUND = 'Payment session not found.';

/** After a change commits: the family's open pages refresh their membership and billing. */
function announceMembership(ctx: AppContext, userId: string): void {
  ctx.events.publish({ userId }, [{ type: 'membership' }]);
}
export const NO_MEMBERSHIP = 'No active membership found';
export const HAS_MEMBERSHIP = 'Your family already has a membership. Use Manage Billing to change or cancel it.';
export const CHECKOUT_EXPIRED = 'This checkout has expired. Return to Membership and choose a plan again.';
export const PAYMENT_FAILED = 'Your payment did not go through, so no membership was started. Please try again.';

/** Statuses that still hold a membership in the current period (a new checkout would charge twice). */
const ONGOING: MembershipStatus[] = ['active', 'past_due', 'canceled'];

export async function getMembershipTypes(db: Db): Promise<TMembershipType[]> {
  return (await listMembershipTypes(db)).map(toMembershipType);
}

async function requirePlan(db: Db, id: string): Promise<TMembershipType> {
  const row = await findMembershipType(db, id);
  if (!row) throw new AppError('VALIDATION', UNKNOWN_PLAN_MESSAGE, { membershipTypeId: UNKNOWN_PLAN_MESSAGE });
  return toMembershipType(row);
}

/** The family's membership as the pages show it, with its status as of `now`; null when none. */
export async function getMembership(db: Db, userId: string, now = new Date()): Promise<TMembership | null> {
  const row = await findMembershipByUser(db, userId);
  if (!row) return null;
  const plan = toMembershipType((await findMembershipType(db, row.membership_type_id))!);
  const provider = row.provider === 'stripe' ? 'stripe' : 'test';
  return {
    id: row.id,
    plan,
    status: effectiveMembershipStatus({ status: row.status, currentPeriodEnd: row.current_period_end, provider }, now),
    sessionsRemaining: row.sessions_remaining,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    hoursPerMonth: plan.hoursPerMonth,
    provider,
  };
}

export async function getMembershipView(db: Db, provider: PaymentProviderName, userId: string, now = new Date()): Promise<TMembershipResponse> {
  const [membership, hasPendingCheckout] = await Promise.all([getMembership(db, userId, now), hasProcessingCheckout(db, userId)]);
  return { membership, hasPendingCheckout, provider };
}

/** Starts a checkout for the plan; the price is the stored plan's, whatever the page sent. */
export async function startCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  user: SessionUser,
  membershipTypeId: string,
  now = new Date(),
): Promise<{ url: string }> {
  const plan = await requirePlan(ctx.db, membershipTypeId);
  // Nothing is charged for a family with no athlete to train (docs/product.md, Membership).
  if (!(await getFamilyAthletes(ctx.db, user.id)).some((a) => isEligibleBirthYear(a.birthYear))) {
    throw new AppError('CONFLICT', NO_ELIGIBLE_ATHLETE_MESSAGE);
  }
  const current = await getMembership(ctx.db, user.id, now);
  if (current && ONGOING.includes(current.status)) throw new AppError('CONFLICT', HAS_MEMBERSHIP);
  if (await hasProcessingCheckout(ctx.db, user.id)) {
    throw new AppError('CONFLICT', 'A payment for your family is still processing. Please wait for it to finish.');
  }

  let customer = (await findBillingCustomer(ctx.db, user.id, provider.name))?.customer_id ?? null;
  if (!customer && provider.createCustomer) {
    await insertBillingCustomer(ctx.db, user.id, provider.name, await provider.createCustomer(user));
    customer = (await findBillingCustomer(ctx.db, user.id, provider.name))?.customer_id ?? null;
  }

  const reference = randomUUID();
  const session = await provider.createCheckout({ user, plan, customer, checkoutId: reference });
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await insertCheckout(trx, {
      id: session.sessionId,
      reference,
      user_id: user.id,
      membership_type_id: plan.id,
      provider: provider.name,
      amount_cents: plan.firstChargeCents,
      price_cents: plan.priceCents,
      join_fee_cents: plan.joinFeeCents,
      url: session.url,
      created_at: nowIso,
    });
    await insertBillingEvent(trx, user.id, 'checkout.started', `Checkout started for ${plan.label} (${formatUsd(plan.firstChargeCents)} due today).`, nowIso);
  });
  return { url: session.url };
}

/**
 * The success page's verification: the family's own session only. Complete → success; paid at the
 * provider → fulfilled here (racing the webhook safely) → success; still open → pending.
 */
export async function verifyPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  user: SessionUser,
  sessionId: string,
  now = new Date(),
): Promise<TVerifyResponse> {
  const checkout = await findOwnedCheckout(ctx.db, user.id, sessionId);
  if (!checkout) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const success = async (): Promise<TVerifyResponse> => ({ status: 'success', membership: await getMembership(ctx.db, user.id, now) });
  if (checkout.status === 'complete') return success();
  if (checkout.status === 'failed') throw new AppError('PAYMENT_DECLINED', PAYMENT_FAILED);
  if (checkout.provider !== provider.name) return { status: 'pending', membership: null };

  const state = await provider.retrieveCheckout(sessionId);
  if (state.status === 'complete' && state.paymentStatus !== 'unpaid') {
    if (await fulfilCheckout(ctx, sessionId, state, now)) announceMembership(ctx, user.id);
    return success();
  }
  if (state.status === 'expired' || checkout.status === 'expired') throw new AppError('CONFLICT', CHECKOUT_EXPIRED);
  if (state.status === 'complete') {
    await moveCheckout(ctx.db, sessionId, ['open'], 'processing');
    return { status: 'pending', membership: null };
  }
  // Still open: the family left the checkout without paying, or its card was declined.
  return { status: 'unpaid', membership: null };
}

/** Manage Billing: Stripe's portal, or our own page with the test provider. */
export async function openBillingPortal(ctx: AppContext, provider: PaymentProvider, user: SessionUser): Promise<{ url: string }> {
  if (provider.createPortal) {
    const customer = await findBillingCustomer(ctx.db, user.id, provider.name);
    if (!customer) throw new AppError('CONFLICT', 'There is no billing account yet. Choose a plan first.');
    return { url: await provider.createPortal(customer.customer_id) };
  }
  if (!(await findMembershipByUser(ctx.db, user.id))) throw new AppError('NOT_FOUND', NO_MEMBERSHIP);
  return { url: paths.billing() };
}

async function requireTestMembership(ctx: AppContext, userId: string) {
  const row = await findMembershipByUser(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', NO_MEMBERSHIP);
  if (row.provider !== 'test') throw new AppError('CONFLICT', 'Manage this membership in the billing portal.');
  return row;
}

/** The test provider's portal: cancel at the end of the period (access continues until then). */
export async function cancelMembership(ctx: AppContext, user: SessionUser, now = new Date()): Promise<TMembership> {
  const row = await requireTestMembership(ctx, user.id);
  const current = await getMembership(ctx.db, user.id, now);
  if (current?.status !== 'active') throw new AppError('CONFLICT', 'Only an active membership can be canceled.');
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await updateMembership(trx, row.id, { status: 'canceled', cancel_at_period_end: 1, last_event_at: nowIso, updated_at: nowIso });
    await insertBillingEvent(trx, user.id, 'membership.canceled', `Membership canceled; it ends on ${formatAcademyDate(row.current_period_end)}.`, nowIso);
    await queueBillingMail(ctx, trx, user.id, canceledMail(row.current_period_end));
  });
  announceMembership(ctx, user.id);
  return (await getMembership(ctx.db, user.id, now))!;
}

/** Undoes a cancellation before the period ends. */
export async function resumeMembership(ctx: AppContext, user: SessionUser, now = new Date()): Promise<TMembership> {
  const row = await requireTestMembership(ctx, user.id);
  const current = await getMembership(ctx.db, user.id, now);
  if (current?.status !== 'canceled') throw new AppError('CONFLICT', 'Only a canceled membership that has not ended can be resumed.');
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await updateMembership(trx, row.id, { status: 'active', cancel_at_period_end: 0, last_event_at: nowIso, updated_at: nowIso });
    await insertBillingEvent(trx, user.id, 'membership.resumed', 'Membership resumed; it renews automatically again.', nowIso);
    await queueBillingMail(ctx, trx, user.id, resumedMail(row.current_period_end));
  });
  announceMembership(ctx, user.id);
  return (await getMembership(ctx.db, user.id, now))!;
}

export async function getPayments(db: Db, userId: string, page: TPageQuery): Promise<TPaymentsPage> {
  const rows = await listPaymentsPage(db, userId, page.limit, decodeCursor(page.cursor));
  const items = rows.slice(0, page.limit);
  return { payments: items.map(toPayment), nextCursor: rows.length > page.limit ? encodeCursor(items[items.length - 1]!) : null };
}

export async function getBillingHistory(db: Db, userId: string, page: TPageQuery): Promise<TBillingEventsPage> {
  const rows = await listBillingEventsPage(db, userId, page.limit, decodeCursor(page.cursor));
  const items = rows.slice(0, page.limit);
  return { events: items.map(toBillingEvent), nextCursor: rows.length > page.limit ? encodeCursor(items[items.length - 1]!) : null };
}

/* The test provider's hosted checkout page ------------------------------------------------------ */

async function requireTestCheckout(ctx: AppContext, userId: string, sessionId: string) {
  const checkout = await findOwnedCheckout(ctx.db, userId, sessionId);
  if (!checkout || checkout.provider !== 'test') throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return checkout;
}

export async function getTestCheckout(ctx: AppContext, user: SessionUser, sessionId: string): Promise<TTestCheckout> {
  const checkout = await requireTestCheckout(ctx, user.id, sessionId);
  const plan = toMembershipType((await findMembershipType(ctx.db, checkout.membership_type_id))!);
  const periods = plan.interval === 'year' ? Math.ceil(plan.commitmentMonths / 12) : plan.commitmentMonths;
  return {
    sessionId: checkout.id,
    status: checkout.status,
    academyName: ACADEMY.name,
    email: user.email,
    plan,
    priceCents: checkout.price_cents,
    joinFeeCents: checkout.join_fee_cents,
    firstChargeCents: checkout.amount_cents,
    commitmentTotalCents: checkout.join_fee_cents + checkout.price_cents * periods,
  };
}

export function successUrl(sessionId: string): string {
  return paths.membershipSuccess({ session_id: sessionId });
}

/**
 * Pay on the test checkout page: 4242... pays through the same fulfilment as a Stripe webhook;
 * 4000...0002 is declined (a failed payment row, nothing granted); any other number is refused.
 */
export async function payTestCheckout(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  card: TTestCardRequest,
  now = new Date(),
): Promise<{ url: string }> {
  const checkout = await requireTestCheckout(ctx, user.id, sessionId);
  if (checkout.status === 'complete') return { url: successUrl(sessionId) };
  if (checkout.status !== 'open') throw new AppError('CONFLICT', CHECKOUT_EXPIRED);

  const outcome = testCardOutcome(card.cardNumber);
  if (outcome === 'invalid') throw new AppError('VALIDATION', CARD_MESSAGES.invalidNumber, { cardNumber: CARD_MESSAGES.invalidNumber });
  if (outcome === 'unsupported') throw new AppError('VALIDATION', CARD_MESSAGES.testOnly, { cardNumber: CARD_MESSAGES.testOnly });

  const current = await getMembership(ctx.db, user.id, now);
  if (current && ONGOING.includes(current.status)) {
    // A Pay sent twice at once: the other request may have just paid this very session.
    if ((await requireTestCheckout(ctx, user.id, sessionId)).status === 'complete') return { url: successUrl(sessionId) };
    await moveCheckout(ctx.db, sessionId, ['open'], 'expired');
    throw new AppError('CONFLICT', HAS_MEMBERSHIP);
  }

  if (outcome === 'decline') {
    const plan = toMembershipType((await findMembershipType(ctx.db, checkout.membership_type_id))!);
    const nowIso = now.toISOString();
    await inTransaction(ctx.db, async (trx) => {
      await insertPayment(trx, {
        user_id: user.id,
        payment_type: 'membership',
        description: `${plan.label}: card declined`,
        amount_cents: checkout.amount_cents,
        status: 'failed',
        provider: 'test',
        provider_reference: `${sessionId}:declined:${randomUUID()}`,
        created_at: nowIso,
      });
      await insertBillingEvent(trx, user.id, 'payment.failed', `Card declined for ${plan.label} (${formatUsd(checkout.amount_cents)}); no membership was started.`, nowIso);
    });
    throw new AppError('PAYMENT_DECLINED', CARD_MESSAGES.declined, { cardNumber: CARD_MESSAGES.declined });
  }

  if (await fulfilCheckout(ctx, sessionId, { status: 'complete', paymentStatus: 'paid' }, now)) announceMembership(ctx, user.id);
  return { url: successUrl(sessionId) };
}

/** Cancel on the test checkout page: the session can no longer be paid. */
export async function cancelTestCheckout(ctx: AppContext, user: SessionUser, sessionId: string): Promise<{ url: string }> {
  await requireTestCheckout(ctx, user.id, sessionId);
  await moveCheckout(ctx.db, sessionId, ['open'], 'expired');
  return { url: paths.membership() };
}

/* Entitlements and summaries, for other features ------------------------------------------------ */

export type EntitledFeature = 'resource-library';

/** Whether the family may use a feature: the resource library needs a Pro membership in its paid period. */
export async function canUse(db: Db, userId: string, feature: EntitledFeature, now = new Date()): Promise<boolean> {
  const membership = await getMembership(db, userId, now);
  if (!membership || !(membership.status === 'active' || membership.status === 'canceled')) return false;
  switch (feature) {
    case 'resource-library':
      return membership.plan.tier === 'pro';
  }
}

/** A member, for announcements' audiences: a membership in its paid period (active, or canceled at period end). */
function isMemberStatus(status: MembershipStatus): boolean {
  return status === 'active' || status === 'canceled';
}

export async function isMember(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const membership = await getMembership(db, userId, now);
  return membership !== null && isMemberStatus(membership.status);
}

/** Every member family's id (for announcements e-mailed to members or to free users). */
export async function listMemberIds(db: Db, now = new Date()): Promise<Set<string>> {
  const rows = await db
    .selectFrom('memberships')
    .select(['user_id', 'status', 'current_period_end', 'provider'])
    .where('status', 'in', ['active', 'canceled'])
    .execute();
  const members = rows.filter((r) => isMemberStatus(effectiveMembershipStatus({ status: r.status, currentPeriodEnd: r.current_period_end, provider: r.provider }, now)));
  return new Set(members.map((r) => r.user_id));
}

export type MembershipSummary = TMembershipSummary;

/** The dashboard's membership card (hours a month from hoursPerMonth: Pro doubles Core); null shows 'No active membership'. */
export async function getMembershipSummary(db: Db, userId: string, now = new Date()): Promise<MembershipSummary | null> {
  const membership = await getMembership(db, userId, now);
  return membership ? toMembershipSummary(membership) : null;
}

const NEW_PLAYER_DAYS = 30;

/** New player: the account is under 30 days old and has no booking, trial or paid (docs/product.md, Dashboard). */
export async function isNewPlayer(db: Db, user: { id: string; createdAt: string }, now = new Date()): Promise<boolean> {
  const ageMs = now.getTime() - Date.parse(user.createdAt);
  if (!(ageMs < NEW_PLAYER_DAYS * 24 * 60 * 60 * 1000)) return false;
  return !(await hasBooking(db, user.id));
}

/** The family's membership, payments and billing history for the data export. */
export async function exportMembershipData(db: Db, userId: string) {
  const [membership, payments, history] = await Promise.all([
    getMembership(db, userId),
    listPaymentsPage(db, userId, 10_000, undefined),
    listBillingEventsPage(db, userId, 10_000, undefined),
  ]);
  return { membership, payments: payments.map(toPayment), billingHistory: history.map(toBillingEvent) };
}

/**
 * Before an account is deleted: end the family's subscription with the provider, so nothing is
 * charged for a family the academy no longer knows. Fails (and the deletion with it) if the
 * provider cannot be reached.
 */
export async function endSubscriptionForDeletion(ctx: AppContext, userId: string): Promise<void> {
  const membership = await findMembershipByUser(ctx.db, userId);
  if (!membership?.provider_subscription_id || membership.status === 'expired') return;
  const provider = createPaymentProvider(ctx);
  try {
    await provider.cancelSubscription?.(membership.provider_subscription_id);
  } catch (error) {
    ctx.log.error({ err: error }, 'could not cancel a subscription before deleting an account');
    throw new AppError('UNAVAILABLE', 'We could not cancel your membership with the payment provider. Please try again in a few minutes.');
  }
}

// --- Admin analytics and churn radar (issue 14): read-only figures, see analytics.ts ---
export { countMembershipsByPlan, listLiveMemberships, sumPayments } from './analytics';
