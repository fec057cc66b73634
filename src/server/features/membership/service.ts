/**
 * Memberships and payments: plans, checkout, verification, the billing portal, payment history and
 * the entitlements other features ask about. A membership covers one athlete, and an athlete holds
 * at most one live membership (decision 040). A family only ever reaches its own rows: another
 * family's session, athlete or membership id is simply not found (404). Amounts come from
 * membership_types, never from a request.
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
} from '#shared/membership';
import {
  athleteFirstName,
  athleteHasMembershipMessage,
  CHOOSE_ATHLETE_MESSAGE,
  CHOOSE_MEMBERSHIP_MESSAGE,
  type TBillingEventsPage,
  type TCheckoutRequest,
  type TMembership,
  type TMembershipRecord,
  type TMembershipAthlete,
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
import type { TDepartureFields } from '#shared/validation/departures';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { ATHLETE_BIRTH_YEAR_MESSAGE, isEligibleBirthYear } from '#shared/validation/athletes';
import { ATHLETE_NOT_FOUND } from '../athletes/service';
import { assertNoBalanceDue } from './commitments';
import { forgetDeparture, recordDeparture } from './departures';
import { findBalancePayment } from './terms-queries';
import { findCreditBalance } from './billing-queries';
import { canceledMail, fulfilCheckout, fulfilCheckoutIn, formatAcademyDate, resumedMail } from './fulfilment';
import { queueMembershipMail } from './membership-mail';
import { chargeEnteredTestCard, keepCheckoutCard } from '#server/payments/test-provider';
import { createPaymentProvider } from '#server/payments/factory';
import type { PaymentProvider } from '#server/payments/provider';
import {
  decodeCursor,
  encodeCursor,
  findAthleteName,
  findBillingCustomer,
  findMembershipType,
  findOwnedCheckout,
  findOwnedMembership,
  hasBooking,
  hasProcessingCheckout,
  insertBillingCustomer,
  insertBillingEvent,
  insertCheckout,
  insertPayment,
  listBillingEventsPage,
  listFamilyAthletes,
  listFamilyMemberships,
  listMembershipTypes,
  listPaymentsPage,
  moveCheckout,
  toBillingEvent,
  toMembershipType,
  toPayment,
  updateMembership,
} from './queries';
import { inTransaction } from '#server/db/transaction';
import { assertMayBuyMembership, mayBuyMembership } from '#server/features/public-site/service';

export const SESSION_NOT_FOUND = 'Payment session not found.';

/** After a change commits: the family's open pages refresh their membership and billing. */
function announceMembership(ctx: AppContext, userId: string): void {
  ctx.events.publish({ userId }, [{ type: 'membership' }]);
}
export const WITHDRAWN_MESSAGE = 'This membership ended when its remaining commitment balance was paid. Choose a plan to start a new membership.';
export const NO_MEMBERSHIP = 'No active membership found';
export const HAS_MEMBERSHIP = 'Each of your athletes already has a membership. Use Manage Billing to change or cancel one.';
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

type FamilyMembershipRow = Awaited<ReturnType<typeof listFamilyMemberships>>[number];

function toMembership(row: FamilyMembershipRow, plans: Map<string, TMembershipType>, now: Date): TMembershipRecord {
  const plan = plans.get(row.membership_type_id)!;
  const provider = row.provider === 'stripe' ? 'stripe' : 'test';
  const scheduledPlan = row.scheduled_membership_type_id ? plans.get(row.scheduled_membership_type_id) : undefined;
  const status = effectiveMembershipStatus({ status: row.status, currentPeriodEnd: row.current_period_end, provider }, now);
  return {
    id: row.id,
    plan,
    status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    hoursPerMonth: plan.hoursPerMonth,
    provider,
    athleteId: row.athlete_id,
    athleteName: row.athlete_name ? athleteFirstName(row.athlete_name) : null,
    startedAt: new Date(row.created_at).toISOString(),
    scheduledChange: scheduledPlan && row.scheduled_change_at ? { planLabel: scheduledPlan.label, effectiveAt: new Date(row.scheduled_change_at).toISOString() } : null,
    pause: status !== 'expired' && row.break_starts_at && row.break_ends_at ? { startsAt: new Date(row.break_starts_at).toISOString(), endsAt: new Date(row.break_ends_at).toISOString() } : null,
  };
}

const isOngoing = (m: TMembershipRecord) => ONGOING.includes(m.status);

/**
 * The family's memberships as the pages show them, with their status as of `now`: for each athlete
 * the live one, else the newest (in the order the athletes were added), then any still-live
 * membership of an athlete who was removed, so it can still be canceled.
 */
export async function getMemberships(db: Db, userId: string, now = new Date()): Promise<TMembershipRecord[]> {
  const [rows, types] = await Promise.all([listFamilyMemberships(db, userId), listMembershipTypes(db)]);
  if (!rows.length) return [];
  const plans = new Map(types.map((row) => [row.id, toMembershipType(row)]));
  const byAthlete = new Map<string, { membership: TMembershipRecord; order: string }>();
  const removed: TMembershipRecord[] = [];
  for (const row of rows) {
    const membership = toMembership(row, plans, now);
    if (!row.athlete_id) {
      if (isOngoing(membership)) removed.push(membership);
      continue;
    }
    const chosen = byAthlete.get(row.athlete_id);
    // Rows come newest first: keep the first, unless a live one comes after an ended one.
    if (!chosen || (!isOngoing(chosen.membership) && isOngoing(membership))) {
      byAthlete.set(row.athlete_id, { membership, order: `${row.athlete_created_at ?? ''}|${row.athlete_id}` });
    }
  }
  const ordered = [...byAthlete.values()].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  return [...ordered.map((entry) => entry.membership), ...removed];
}

/** One of the family's memberships as the pages show it; null when it is not theirs. */
export async function getMembershipById(db: Db, userId: string, membershipId: string, now = new Date()): Promise<TMembershipRecord | null> {
  return (await getMemberships(db, userId, now)).find((m) => m.id === membershipId) ?? null;
}

/** The memberships as the API sends them: with sessions remaining, counted from the schedule's rows. */
export async function withSessionsRemaining(ctx: AppContext, memberships: readonly TMembershipRecord[], now = new Date()): Promise<TMembership[]> {
  const remaining = await ctx.sessionsRemaining(ctx.db, memberships, now);
  return memberships.map((m, i) => ({ ...m, remaining: remaining[i]! }));
}

/** One of the family's memberships as the API sends it. */
async function getMembershipShown(ctx: AppContext, userId: string, membershipId: string, now: Date): Promise<TMembership> {
  const [membership] = await withSessionsRemaining(ctx, [(await getMembershipById(ctx.db, userId, membershipId, now))!], now);
  return membership!;
}

/** The family's athletes as checkout offers them: eligible or not, and the live membership covering each. */
async function getMembershipAthletes(db: Db, userId: string, memberships: TMembershipRecord[]): Promise<TMembershipAthlete[]> {
  const live = new Map(memberships.filter(isOngoing).map((m) => [m.athleteId, m.id]));
  return (await listFamilyAthletes(db, userId)).map((a) => ({
    id: a.id,
    firstName: athleteFirstName(a.name),
    isEligible: isEligibleBirthYear(a.birth_year),
    membershipId: live.get(a.id) ?? null,
  }));
}

export async function getMembershipView(ctx: AppContext, provider: PaymentProviderName, user: { id: string; email: string }, now = new Date()): Promise<TMembershipResponse> {
  const userId = user.id;
  const [memberships, hasPendingCheckout, mayBuy] = await Promise.all([getMemberships(ctx.db, userId, now), hasProcessingCheckout(ctx.db, userId), mayBuyMembership(ctx.db, user, now)]);
  const [shown, athletes] = await Promise.all([withSessionsRemaining(ctx, memberships, now), getMembershipAthletes(ctx.db, userId, memberships)]);
  return { memberships: shown, athletes, hasPendingCheckout, provider, mayBuy, creditCents: await findCreditBalance(ctx.db, userId) };
}

/**
 * The athlete a checkout is for (docs/product.md, Membership; decision 040): the one named, which must
 * be the family's (404), born 2014-2017 and without a live membership (409); or, when none is named,
 * the one eligible athlete without a membership (several: the family must choose).
 */
async function resolveCheckoutAthlete(db: Db, userId: string, athleteId: string | undefined, now: Date): Promise<TMembershipAthlete> {
  const athletes = await getMembershipAthletes(db, userId, await getMemberships(db, userId, now));
  if (athleteId) {
    const athlete = athletes.find((a) => a.id === athleteId);
    if (!athlete) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
    if (!athlete.isEligible) throw new AppError('ATHLETE_BIRTH_YEAR', ATHLETE_BIRTH_YEAR_MESSAGE, { athleteId: ATHLETE_BIRTH_YEAR_MESSAGE });
    if (athlete.membershipId) throw new AppError('CONFLICT', athleteHasMembershipMessage(athlete.firstName));
    return athlete;
  }
  // Nothing is charged for a family with no athlete to train.
  const eligible = athletes.filter((a) => a.isEligible);
  if (!eligible.length) throw new AppError('CONFLICT', NO_ELIGIBLE_ATHLETE_MESSAGE);
  const open = eligible.filter((a) => !a.membershipId);
  if (open.length === 1) return open[0]!;
  if (!open.length) throw new AppError('CONFLICT', eligible.length === 1 ? athleteHasMembershipMessage(eligible[0]!.firstName) : HAS_MEMBERSHIP);
  throw new AppError('VALIDATION', CHOOSE_ATHLETE_MESSAGE, { athleteId: CHOOSE_ATHLETE_MESSAGE });
}

/** Starts a checkout for the plan; the price is the stored plan's, whatever the page sent. */
export async function startCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  user: SessionUser,
  request: TCheckoutRequest,
  now = new Date(),
): Promise<{ url: string }> {
  // Invite-only (decision 078): refused before anything is written or the provider is called.
  await assertMayBuyMembership(ctx.db, user, now);
  const plan = await requirePlan(ctx.db, request.membershipTypeId);
  const athlete = await resolveCheckoutAthlete(ctx.db, user.id, request.athleteId, now);
  if (await hasProcessingCheckout(ctx.db, user.id, athlete.id)) {
    throw new AppError('CONFLICT', `A payment for ${athlete.firstName}’s membership is still processing. Please wait for it to finish.`);
  }

  let customer = (await findBillingCustomer(ctx.db, user.id, provider.name))?.customer_id ?? null;
  if (!customer && provider.createCustomer) {
    await insertBillingCustomer(ctx.db, user.id, provider.name, await provider.createCustomer(user));
    customer = (await findBillingCustomer(ctx.db, user.id, provider.name))?.customer_id ?? null;
  }

  const reference = randomUUID();
  const session = await provider.createCheckout({ user, plan, customer, checkoutId: reference, athleteId: athlete.id });
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await insertCheckout(trx, {
      id: session.sessionId,
      reference,
      user_id: user.id,
      membership_type_id: plan.id,
      athlete_id: athlete.id,
      provider: provider.name,
      amount_cents: plan.firstChargeCents,
      price_cents: plan.priceCents,
      join_fee_cents: plan.joinFeeCents,
      url: session.url,
      created_at: nowIso,
    });
    await insertBillingEvent(trx, user.id, 'checkout.started', `Checkout started for ${plan.label} for ${athlete.firstName} (${formatUsd(plan.firstChargeCents)} due today).`, nowIso);
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
  const success = async (): Promise<TVerifyResponse> => {
    const memberships = await getMemberships(ctx.db, user.id, now);
    const membership = memberships.find((m) => m.athleteId === checkout.athlete_id) ?? memberships[0];
    return { status: 'success', membership: membership ? (await withSessionsRemaining(ctx, [membership], now))[0]! : null };
  };
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
  if (!(await getMemberships(ctx.db, user.id)).length) throw new AppError('NOT_FOUND', NO_MEMBERSHIP);
  return { url: paths.billing() };
}

/**
 * The membership a cancel or resume is about: the one named (another family's is 404), or the
 * family's only one when none is named.
 */
async function requireTestMembership(ctx: AppContext, userId: string, membershipId: string | undefined, now: Date): Promise<TMembershipRecord> {
  let membership: TMembershipRecord | null;
  if (membershipId) {
    membership = (await findOwnedMembership(ctx.db, userId, membershipId)) ? await getMembershipById(ctx.db, userId, membershipId, now) : null;
  } else {
    const memberships = await getMemberships(ctx.db, userId, now);
    if (memberships.length > 1) throw new AppError('VALIDATION', CHOOSE_MEMBERSHIP_MESSAGE, { membershipId: CHOOSE_MEMBERSHIP_MESSAGE });
    membership = memberships[0] ?? null;
  }
  if (!membership) throw new AppError('NOT_FOUND', NO_MEMBERSHIP);
  if (membership.provider !== 'test') throw new AppError('CONFLICT', 'Manage this membership in the billing portal.');
  return membership;
}

const forAthlete = (m: TMembershipRecord) => (m.athleteName ? ` for ${m.athleteName}` : '');

/** The test provider's portal: cancel at the end of the period (access continues until then). */
export async function cancelMembership(ctx: AppContext, user: SessionUser, membershipId?: string, why: TDepartureFields = {}, now = new Date()): Promise<TMembership> {
  const current = await requireTestMembership(ctx, user.id, membershipId, now);
  if (current.status !== 'active') throw new AppError('CONFLICT', 'Only an active membership can be canceled.');
  // Before the commitment's end, cancelling goes through the early withdrawal, which charges the balance first.
  await assertNoBalanceDue(ctx.db, user.id, current.id, now);
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await updateMembership(trx, current.id, { status: 'canceled', cancel_at_period_end: 1, last_event_at: nowIso, updated_at: nowIso });
    await recordDeparture(trx, 'cancel', { ...why, membershipId: current.id, familyId: user.id, askedAt: nowIso, effectiveAt: new Date(current.currentPeriodEnd).toISOString() });
    await insertBillingEvent(trx, user.id, 'membership.canceled', `Membership${forAthlete(current)} canceled; it ends on ${formatAcademyDate(current.currentPeriodEnd)}.`, nowIso);
    await queueMembershipMail(ctx, trx, user.id, canceledMail(current.currentPeriodEnd, current.athleteName));
  });
  announceMembership(ctx, user.id);
  return getMembershipShown(ctx, user.id, current.id, now);
}

/** Undoes a cancellation before the period ends. */
export async function resumeMembership(ctx: AppContext, user: SessionUser, membershipId?: string, now = new Date()): Promise<TMembership> {
  const current = await requireTestMembership(ctx, user.id, membershipId, now);
  if (current.status !== 'canceled') throw new AppError('CONFLICT', 'Only a canceled membership that has not ended can be resumed.');
  // Paying the early-withdrawal balance ended the membership: joining again is a new membership.
  if ((await findBalancePayment(ctx.db, current.id))?.status === 'completed') throw new AppError('CONFLICT', WITHDRAWN_MESSAGE);
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await updateMembership(trx, current.id, { status: 'active', cancel_at_period_end: 0, last_event_at: nowIso, updated_at: nowIso });
    await forgetDeparture(trx, current.id);
    await insertBillingEvent(trx, user.id, 'membership.resumed', `Membership${forAthlete(current)} resumed; it renews automatically again.`, nowIso);
    await queueMembershipMail(ctx, trx, user.id, resumedMail(current.currentPeriodEnd, current.athleteName));
  });
  announceMembership(ctx, user.id);
  return getMembershipShown(ctx, user.id, current.id, now);
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
  const athleteName = checkout.athlete_id ? await findAthleteName(ctx.db, checkout.athlete_id) : undefined;
  return {
    athleteName: athleteName ? athleteFirstName(athleteName) : null,
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

  await assertMayBuyMembership(ctx.db, user, now);
  const outcome = chargeEnteredTestCard(card.cardNumber);

  const covered = (await getMemberships(ctx.db, user.id, now)).find((m) => isOngoing(m) && m.athleteId === checkout.athlete_id);
  if (covered) {
    // A Pay sent twice at once: the other request may have just paid this very session.
    if ((await requireTestCheckout(ctx, user.id, sessionId)).status === 'complete') return { url: successUrl(sessionId) };
    await moveCheckout(ctx.db, sessionId, ['open'], 'expired');
    throw new AppError('CONFLICT', athleteHasMembershipMessage(covered.athleteName ?? 'This athlete'));
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

  try {
    // The card that paid is the membership's card for its renewals (decision 044): brand and last 4 only.
    const isFulfilled = await inTransaction(ctx.db, async (trx) => {
      if (!(await fulfilCheckoutIn(ctx, trx, sessionId, { status: 'complete', paymentStatus: 'paid' }, now))) return false;
      await keepCheckoutCard(trx, sessionId, card.cardNumber, now.toISOString());
      return true;
    });
    if (isFulfilled) announceMembership(ctx, user.id);
  } catch (error) {
    // Another checkout for the same athlete was paid a moment before: this one charges nothing.
    if (error instanceof AppError && error.code === 'CONFLICT') await moveCheckout(ctx.db, sessionId, ['open'], 'expired');
    throw error;
  }
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

/**
 * Whether the family may use a feature: the resource library needs a Pro membership in its paid
 * period for any of the family's athletes (decision 040).
 */
export async function canUse(db: Db, userId: string, feature: EntitledFeature, now = new Date()): Promise<boolean> {
  const memberships = (await getMemberships(db, userId, now)).filter((m) => isMemberStatus(m.status));
  switch (feature) {
    case 'resource-library':
      return memberships.some((m) => m.plan.tier === 'pro');
  }
}

/** A member, for announcements' audiences: a membership in its paid period (active, or canceled at period end). */
function isMemberStatus(status: MembershipStatus): boolean {
  return status === 'active' || status === 'canceled';
}

/** Whether any of these memberships (a family's) is in its paid period. */
export function includesMember(memberships: readonly TMembershipRecord[]): boolean {
  return memberships.some((m) => isMemberStatus(m.status));
}

/** Whether any of the family's athletes holds a membership in its paid period. */
export async function isMember(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return includesMember(await getMemberships(db, userId, now));
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

/** The dashboard's membership cards, one per athlete's membership (hours a month from hoursPerMonth: Pro doubles Core); empty shows 'No active membership'. */
export async function getMembershipSummaries(ctx: AppContext, userId: string, now = new Date()): Promise<MembershipSummary[]> {
  return (await withSessionsRemaining(ctx, await getMemberships(ctx.db, userId, now), now)).map(toMembershipSummary);
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
  const [memberships, payments, history] = await Promise.all([
    getMemberships(db, userId),
    listPaymentsPage(db, userId, 10_000, undefined),
    listBillingEventsPage(db, userId, 10_000, undefined),
  ]);
  return { memberships, payments: payments.map(toPayment), billingHistory: history.map(toBillingEvent) };
}

/**
 * Before an account is deleted: end each of the family's subscriptions with the provider, so
 * nothing is charged for a family the academy no longer knows. Fails (and the deletion with it) if
 * the provider cannot be reached.
 */
export async function endSubscriptionForDeletion(ctx: AppContext, userId: string): Promise<void> {
  const running = (await listFamilyMemberships(ctx.db, userId)).filter((m) => m.provider_subscription_id && m.status !== 'expired');
  if (!running.length) return;
  const provider = createPaymentProvider(ctx);
  try {
    for (const membership of running) await provider.cancelSubscription?.(membership.provider_subscription_id!);
  } catch (error) {
    ctx.log.error({ err: error }, 'could not cancel a subscription before deleting an account');
    throw new AppError('UNAVAILABLE', 'We could not cancel your membership with the payment provider. Please try again in a few minutes.');
  }
}

// --- Departures (issue 39, point 3): the admin's Leaving list and win-back, see departures.ts ---
export { claimWinBack, findDeparture, listDepartures, setWinBackMessage } from './departures';

// --- Admin analytics and churn radar (issue 14): read-only figures, see analytics.ts ---
export { countMembershipsByPlan, countSpecChurn, listLiveMemberships, sumPayments } from './analytics';
/** Each membership's commitment and open break, for the academy assistant's answers from the family's data. */
export { getMembershipTerms } from './commitments';
