/**
 * Plan changes (issue 17, point 2; decision 043). A membership covers one athlete, and a change
 * applies to one membership, never creating another:
 * - upgrade (Core to Pro, same interval): at once, the prorated difference charged now;
 * - switch (monthly to annual): at once, a new yearly period, the year charged now less the unused
 *   part of the month;
 * - downgrade (anything else: Pro to Core, annual to monthly): stored on the membership and applied
 *   at the end of the paid period, nothing charged.
 * The amount is always the server's, from the plans' integer-cent prices. With Stripe the change
 * goes through the subscription (update with always_invoice, or a subscription schedule), and the
 * same functions here apply what Stripe reports, whether the answer to our request or its webhooks
 * arrive first, once each.
 */
import type { Transaction } from 'kysely';
import { AppError } from '#shared/errors';
import { CARD_MESSAGES, effectiveMembershipStatus, formatUsd } from '#shared/membership';
import { type PlanChangeQuote, quotePlanChange } from '#shared/plan-change';
import { commitmentTerms } from '#shared/membership-terms';
import {
  athleteFirstName,
  PLAN_CHANGE_MESSAGES,
  type TMembershipType,
  type TPlanChangeOptions,
  type TPlanChangeRequest,
  type TPlanChangeResult,
  UNKNOWN_PLAN_MESSAGE,
} from '#shared/validation/membership';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import type { PaymentProvider, SubscriptionPlanChange } from '#server/payments/provider';
import { chargeEnteredTestCard } from '#server/payments/test-provider';
import { formatAcademyDate, queueReceipt } from './fulfilment';
import { queueMembershipMail } from './membership-mail';
import { findAthleteName, findUserContact, insertBillingEvent, insertPayment, listMembershipTypes, type MembershipRow, toMembershipType } from './queries';
import { findOpenBreak, listBreaks } from './terms-queries';

type Trx = Transaction<Database>;
type Executor = Db | Trx;

const iso = (value: string | Date) => new Date(value).toISOString();
/** A claim older than this (a crash mid-change) may be taken over. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
const COMMITMENT_SLACK_MS = 24 * 60 * 60_000;

/* Reading ---------------------------------------------------------------------------------------- */

async function findFamilyMembership(db: Executor, userId: string, membershipId: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('memberships').selectAll().where('id', '=', membershipId).where('user_id', '=', userId).executeTakeFirst();
}

async function plansById(db: Executor): Promise<Map<string, TMembershipType>> {
  return new Map((await listMembershipTypes(db)).map((row) => [row.id, toMembershipType(row)]));
}

const periodOf = (row: MembershipRow) => ({ start: iso(row.current_period_start), end: iso(row.current_period_end) });

/**
 * When a scheduled downgrade takes effect: Stripe's schedule has its own date; with the test
 * provider it is the end of the paid period, which a break moves.
 */
const scheduledAt = (row: MembershipRow) => (row.provider === 'stripe' && row.scheduled_change_at ? iso(row.scheduled_change_at) : iso(row.current_period_end));

function isClaimed(row: MembershipRow, now: Date): boolean {
  return Boolean(row.plan_change_claimed_at) && now.getTime() - Date.parse(iso(row.plan_change_claimed_at!)) < CLAIM_TIMEOUT_MS;
}

/**
 * Why no change can be made to this membership now (409), or null. A change needs an active
 * membership of this provider, not canceled, not on a break, with no other change scheduled or under way.
 */
async function membershipProblem(db: Executor, row: MembershipRow, plans: Map<string, TMembershipType>, providerName: string, now: Date): Promise<string | null> {
  const status = effectiveMembershipStatus({ status: row.status, currentPeriodEnd: iso(row.current_period_end), provider: row.provider }, now);
  if (status !== 'active' || row.cancel_at_period_end === 1) return PLAN_CHANGE_MESSAGES.notActive;
  if (row.provider !== providerName || (row.provider === 'stripe' && !row.provider_subscription_id)) return PLAN_CHANGE_MESSAGES.otherProvider;
  if (await findOpenBreak(db, row.id)) return PLAN_CHANGE_MESSAGES.onBreak;
  if (row.scheduled_membership_type_id) {
    const scheduled = plans.get(row.scheduled_membership_type_id);
    return PLAN_CHANGE_MESSAGES.scheduled(scheduled?.label ?? row.scheduled_membership_type_id, formatAcademyDate(scheduledAt(row)));
  }
  if (isClaimed(row, now)) return PLAN_CHANGE_MESSAGES.inProgress;
  return null;
}

/**
 * A downgrade may not shorten the commitment the family has (decision 043): it can start only at a
 * period's end on or after the current plan's commitment end.
 */
async function commitmentProblem(db: Executor, row: MembershipRow, from: TMembershipType, effectiveAt: string, now: Date): Promise<string | null> {
  const breaks = (await listBreaks(db, [row.id])).map((b) => ({ startsAt: iso(b.starts_at), endsAt: iso(b.resumed_at ?? b.ended_at ?? b.ends_at) }));
  const terms = commitmentTerms(
    { plan: from, startedAt: iso(row.created_at), currentPeriodEnd: iso(row.current_period_end), breaks },
    now,
  );
  // An annual plan's commitment is its paid year: nothing of it is left to shorten.
  if (from.interval === 'year') return null;
  // The membership's start is when we recorded it, a moment after the provider started the period,
  // so the last committed period ends up to that moment before the commitment: a day's slack.
  if (Date.parse(terms.commitmentEndsAt) - Date.parse(effectiveAt) > COMMITMENT_SLACK_MS) return PLAN_CHANGE_MESSAGES.committed(from.label, formatAcademyDate(terms.commitmentEndsAt));
  return null;
}

/** The plans a membership can change to, each with its price now or the date it takes effect. */
export async function getPlanChangeOptions(db: Db, providerName: 'test' | 'stripe', userId: string, membershipId: string, now = new Date()): Promise<TPlanChangeOptions> {
  const row = await findFamilyMembership(db, userId, membershipId);
  if (!row) throw new AppError('NOT_FOUND', PLAN_CHANGE_MESSAGES.notFound);
  return optionsFor(db, row, providerName, now);
}

async function optionsFor(db: Executor, row: MembershipRow, providerName: string, now: Date): Promise<TPlanChangeOptions> {
  const plans = await plansById(db);
  const from = plans.get(row.membership_type_id)!;
  const general = await membershipProblem(db, row, plans, providerName, now);
  const options = [];
  for (const to of plans.values()) {
    if (to.id === from.id) continue;
    const quote = quotePlanChange(from, to, periodOf(row), now);
    const problem = general ?? (quote.kind === 'downgrade' ? await commitmentProblem(db, row, from, quote.effectiveAt, now) : null);
    options.push({ plan: to, kind: quote.kind, amountCents: quote.amountCents, effectiveAt: quote.effectiveAt, problem });
  }
  const scheduledPlan = row.scheduled_membership_type_id ? plans.get(row.scheduled_membership_type_id) : undefined;
  return {
    membershipId: row.id,
    currentPlanId: from.id,
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
    scheduled: scheduledPlan ? { plan: scheduledPlan, effectiveAt: scheduledAt(row) } : null,
    options,
  };
}

/* Mail, history, payments ----------------------------------------------------------------------- */

async function athleteOf(trx: Executor, row: Pick<MembershipRow, 'athlete_id'>): Promise<string | null> {
  const name = row.athlete_id ? await findAthleteName(trx, row.athlete_id) : undefined;
  return name ? athleteFirstName(name) : null;
}

const whose = (athlete: string | null) => (athlete ? `${athlete}’s membership` : 'Your membership');
const forAthlete = (athlete: string | null) => (athlete ? ` for ${athlete}` : '');

/** The description of a plan change's charge, the same whoever records it first. */
const chargeDescription = (to: TMembershipType, athlete: string | null) => `${to.label}${forAthlete(athlete)}: plan change (prorated)`;

/**
 * Records a plan change's charge once (unique reference: our own for the test provider, the
 * proration invoice's id for Stripe), with its history line and receipt. Called by the change
 * itself and by Stripe's invoice.paid, whichever comes first; the id of the row either way.
 */
export async function recordPlanChangePayment(
  ctx: AppContext,
  trx: Trx,
  membership: Pick<MembershipRow, 'user_id' | 'athlete_id' | 'provider'>,
  charge: { reference: string; amountCents: number; to: TMembershipType; nowIso: string },
): Promise<string | null> {
  const athlete = await athleteOf(trx, membership);
  const description = chargeDescription(charge.to, athlete);
  const isNew = await insertPayment(trx, {
    user_id: membership.user_id,
    payment_type: 'plan_change',
    description,
    amount_cents: charge.amountCents,
    status: 'completed',
    provider: membership.provider,
    provider_reference: charge.reference,
    created_at: charge.nowIso,
  });
  if (isNew) {
    await insertBillingEvent(trx, membership.user_id, 'payment.completed', `Paid ${formatUsd(charge.amountCents)} for ${description}.`, charge.nowIso);
    const user = await findUserContact(trx, membership.user_id);
    if (user) {
      await queueReceipt(ctx, trx, {
        to: user.email,
        name: user.name,
        description,
        amountCents: charge.amountCents,
        lines: [`  The price difference for the rest of the current period, from the plans' prices.`],
        paidAt: charge.nowIso,
        reference: charge.reference,
      });
    }
  }
  const row = await trx.selectFrom('payments').select('id').where('provider_reference', '=', charge.reference).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Puts the membership on `planId` as the provider reports it (Stripe's subscription price), once:
 * a conditional update, so the history line and e-mail go out with the one call that changed it.
 * Clears a scheduled downgrade to that plan (it has happened). True when this call changed it.
 */
export async function applyProviderPlan(
  ctx: AppContext,
  trx: Trx,
  membership: MembershipRow,
  planId: string,
  nowIso: string,
  period?: { start?: string | undefined; end?: string | undefined },
): Promise<boolean> {
  if (planId === membership.membership_type_id) return false;
  const plans = await plansById(trx);
  const to = plans.get(planId);
  const from = plans.get(membership.membership_type_id);
  if (!to || !from) {
    ctx.log.warn({ membershipId: membership.id, planId }, 'a subscription price for an unknown plan');
    return false;
  }
  const clearsSchedule = membership.scheduled_membership_type_id === planId;
  const changed = await trx
    .updateTable('memberships')
    .set({
      membership_type_id: planId,
      ...(clearsSchedule ? { scheduled_membership_type_id: null, scheduled_change_at: null, provider_schedule_id: null } : {}),
      ...(period?.start && period.end && Date.parse(period.end) > Date.parse(iso(membership.current_period_end))
        ? { current_period_start: period.start, current_period_end: period.end }
        : {}),
      updated_at: nowIso,
    })
    .where('id', '=', membership.id)
    .where('membership_type_id', '=', membership.membership_type_id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await announceChange(ctx, trx, membership, from, to, nowIso);
  return true;
}

async function announceChange(ctx: AppContext, trx: Trx, membership: Pick<MembershipRow, 'user_id' | 'athlete_id'>, from: TMembershipType, to: TMembershipType, nowIso: string) {
  const athlete = await athleteOf(trx, membership);
  await insertBillingEvent(trx, membership.user_id, 'membership.plan_changed', `Plan changed${forAthlete(athlete)}: ${from.label} to ${to.label}.`, nowIso);
  await queueMembershipMail(ctx, trx, membership.user_id, {
    kind: 'membership-plan-changed',
    subject: `your membership is now ${to.label}`,
    paragraphs: [
      `${whose(athlete)} changed from ${from.label} to ${to.label} today.`,
      `${to.name}: ${to.sessionsPerMonth} sessions a month of ${to.hoursPerSession} hour${to.hoursPerSession === 1 ? '' : 's'}, ${formatUsd(to.priceCents)} a ${to.interval}.`,
    ],
  });
}

/**
 * Applies a scheduled downgrade whose date has come (the test provider; Stripe's schedule does it
 * on its side and its subscription.updated lands in applyProviderPlan). The code that moves a
 * test-provider membership into its next period calls this first, in the same transaction, and
 * then reads the plan again, so the new period is charged at the new plan's price. Idempotent: true
 * only for the call that applied it.
 */
export async function applyScheduledPlanChange(ctx: AppContext, trx: Trx, membership: Pick<MembershipRow, 'id'>, now: Date): Promise<boolean> {
  const row = await trx.selectFrom('memberships').selectAll().where('id', '=', membership.id).executeTakeFirst();
  // A canceled membership ends at its period's end: there is no next period to change.
  if (!row?.scheduled_membership_type_id || row.provider === 'stripe' || row.cancel_at_period_end === 1) return false;
  // The paid period's end, wherever a break has moved it since the change was scheduled.
  if (now.getTime() < Date.parse(scheduledAt(row))) return false;
  const plans = await plansById(trx);
  const to = plans.get(row.scheduled_membership_type_id);
  const from = plans.get(row.membership_type_id);
  const nowIso = now.toISOString();
  const changed = await trx
    .updateTable('memberships')
    .set({ membership_type_id: row.scheduled_membership_type_id, scheduled_membership_type_id: null, scheduled_change_at: null, updated_at: nowIso })
    .where('id', '=', row.id)
    .where('scheduled_membership_type_id', '=', row.scheduled_membership_type_id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1 || !to || !from) return false;
  await announceChange(ctx, trx, row, from, to, nowIso);
  return true;
}

/* Changing --------------------------------------------------------------------------------------- */

/**
 * The family's change of one membership's plan. 404 for another family's membership; 400 for an
 * unknown plan or the current one; 409 when the membership cannot change now (see
 * membershipProblem, and the commitment for a downgrade); 402 on a declined card, nothing changed.
 */
export async function changePlan(ctx: AppContext, provider: PaymentProvider, user: SessionUser, request: TPlanChangeRequest, now = new Date()): Promise<TPlanChangeResult> {
  const row = await findFamilyMembership(ctx.db, user.id, request.membershipId);
  if (!row) throw new AppError('NOT_FOUND', PLAN_CHANGE_MESSAGES.notFound);
  const plans = await plansById(ctx.db);
  const to = plans.get(request.membershipTypeId);
  if (!to) throw new AppError('VALIDATION', UNKNOWN_PLAN_MESSAGE, { membershipTypeId: UNKNOWN_PLAN_MESSAGE });
  if (to.id === row.membership_type_id) throw new AppError('VALIDATION', PLAN_CHANGE_MESSAGES.samePlan, { membershipTypeId: PLAN_CHANGE_MESSAGES.samePlan });
  const from = plans.get(row.membership_type_id)!;
  const problem = await membershipProblem(ctx.db, row, plans, provider.name, now);
  if (problem) throw new AppError('CONFLICT', problem);
  const quote = quotePlanChange(from, to, periodOf(row), now);

  let paymentId: string | null = null;
  if (quote.kind === 'downgrade') {
    const committed = await commitmentProblem(ctx.db, row, from, quote.effectiveAt, now);
    if (committed) throw new AppError('CONFLICT', committed);
    await scheduleDowngrade(ctx, provider, row, from, to, quote.effectiveAt, now);
  } else if (row.provider === 'stripe') {
    paymentId = await changeStripeNow(ctx, provider, row, to, now);
  } else {
    paymentId = await changeTestNow(ctx, row, from, to, quote, request, now);
  }
  ctx.events.publish({ userId: user.id }, [{ type: 'membership' }]);
  const after = (await findFamilyMembership(ctx.db, user.id, row.id))!;
  return { kind: quote.kind, plan: to, amountCents: quote.amountCents, effectiveAt: quote.effectiveAt, paymentId, options: await optionsFor(ctx.db, after, provider.name, now) };
}

/** The test provider: the family's test card pays the difference; the change and its charge are one transaction. */
async function changeTestNow(ctx: AppContext, row: MembershipRow, from: TMembershipType, to: TMembershipType, quote: PlanChangeQuote, request: TPlanChangeRequest, now: Date): Promise<string | null> {
  if (quote.amountCents > 0) {
    if (!request.card) throw new AppError('VALIDATION', PLAN_CHANGE_MESSAGES.cardRequired, { card: PLAN_CHANGE_MESSAGES.cardRequired });
    if (chargeEnteredTestCard(request.card.cardNumber) === 'decline') {
      await inTransaction(ctx.db, (trx) =>
        insertBillingEvent(trx, row.user_id, 'payment.failed', `Card declined for a change to ${to.label}; the plan was not changed.`, now.toISOString()),
      );
      throw new AppError('PAYMENT_DECLINED', PLAN_CHANGE_MESSAGES.declined, { cardNumber: CARD_MESSAGES.declined });
    }
  }
  const nowIso = now.toISOString();
  return inTransaction(ctx.db, async (trx) => {
    // The claim: only the request that still finds the old plan changes it and charges.
    const changed = await trx
      .updateTable('memberships')
      .set({ membership_type_id: to.id, current_period_start: quote.periodStart, current_period_end: quote.periodEnd, last_event_at: nowIso, updated_at: nowIso })
      .where('id', '=', row.id)
      .where('membership_type_id', '=', from.id)
      .where('status', '=', 'active')
      .where('cancel_at_period_end', '=', 0)
      .where('scheduled_membership_type_id', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.changed);
    await announceChange(ctx, trx, row, from, to, nowIso);
    if (quote.amountCents <= 0) return null;
    return recordPlanChangePayment(ctx, trx, row, {
      reference: `plan-change:${row.id}:${from.id}>${to.id}:${iso(row.current_period_start)}`,
      amountCents: quote.amountCents,
      to,
      nowIso,
    });
  });
}

/** Claims the membership for a change with the provider; false when another request holds it. */
async function claim(db: Db, row: MembershipRow, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const claimed = await inTransaction(db, (trx) =>
    trx
      .updateTable('memberships')
      .set({ plan_change_claimed_at: nowIso })
      .where('id', '=', row.id)
      .where('membership_type_id', '=', row.membership_type_id)
      .where((eb) => eb.or([eb('plan_change_claimed_at', 'is', null), eb('plan_change_claimed_at', '<', stale)]))
      .executeTakeFirst(),
  );
  return Number(claimed.numUpdatedRows) === 1;
}

async function release(db: Db, membershipId: string): Promise<void> {
  await inTransaction(db, (trx) => trx.updateTable('memberships').set({ plan_change_claimed_at: null }).where('id', '=', membershipId).execute());
}

/**
 * Stripe, at once: the subscription's price is replaced and the proration charged in one request.
 * What Stripe answers is applied by the same code as its webhooks (applyProviderPlan,
 * recordPlanChangePayment), so whichever lands first does it and the other finds it done.
 */
async function changeStripeNow(ctx: AppContext, provider: PaymentProvider, row: MembershipRow, to: TMembershipType, now: Date): Promise<string | null> {
  if (!provider.changeSubscriptionPlan) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.otherProvider);
  if (!(await claim(ctx.db, row, now))) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.inProgress);
  let outcome: Awaited<ReturnType<NonNullable<PaymentProvider['changeSubscriptionPlan']>>>;
  try {
    outcome = await provider.changeSubscriptionPlan({
      subscriptionId: row.provider_subscription_id!,
      plan: to,
      // One key per attempt (the claim's time): repeats of a request reuse the claim, not the key, and
      // a retry after a decline must not get Stripe's saved decline back.
      idempotencyKey: `plan-change-${row.id}-${row.membership_type_id}-${to.id}-${now.getTime()}`,
    });
  } catch (error) {
    await release(ctx.db, row.id);
    throw error;
  }
  if (outcome.status === 'declined') {
    await inTransaction(ctx.db, async (trx) => {
      await trx.updateTable('memberships').set({ plan_change_claimed_at: null }).where('id', '=', row.id).execute();
      await insertBillingEvent(trx, row.user_id, 'payment.failed', `Card declined for a change to ${to.label}; the plan was not changed.`, now.toISOString());
    });
    throw new AppError('PAYMENT_DECLINED', PLAN_CHANGE_MESSAGES.declined);
  }
  return inTransaction(ctx.db, async (trx) => {
    const current = (await trx.selectFrom('memberships').selectAll().where('id', '=', row.id).executeTakeFirst())!;
    // What Stripe answered is the subscription as of now: an event older than this (a snapshot from
    // before the change, delivered late) must not turn the plan back.
    const lastEventAt = new Date(Math.max(now.getTime(), current.last_event_at ? Date.parse(iso(current.last_event_at)) : 0)).toISOString();
    await trx.updateTable('memberships').set({ plan_change_claimed_at: null, last_event_at: lastEventAt }).where('id', '=', row.id).execute();
    return applyStripeChange(ctx, trx, current, outcome.change, now.toISOString());
  });
}

async function applyStripeChange(ctx: AppContext, trx: Trx, membership: MembershipRow, change: SubscriptionPlanChange, nowIso: string): Promise<string | null> {
  const planId = change.planId;
  if (planId) await applyProviderPlan(ctx, trx, membership, planId, nowIso, { start: change.periodStart, end: change.periodEnd });
  if (!change.invoice?.paid || !planId) return null;
  const to = (await plansById(trx)).get(planId);
  if (!to) return null;
  return recordPlanChangePayment(ctx, trx, membership, { reference: change.invoice.id, amountCents: change.invoice.amountPaidCents, to, nowIso });
}

/** A downgrade: stored on the membership (and, with Stripe, a subscription schedule) for the period's end. */
async function scheduleDowngrade(ctx: AppContext, provider: PaymentProvider, row: MembershipRow, from: TMembershipType, to: TMembershipType, effectiveAt: string, now: Date): Promise<void> {
  let scheduleId: string | null = null;
  let at = effectiveAt;
  if (row.provider === 'stripe') {
    if (!provider.scheduleSubscriptionPlan) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.otherProvider);
    if (!(await claim(ctx.db, row, now))) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.inProgress);
    try {
      const scheduled = await provider.scheduleSubscriptionPlan({
        subscriptionId: row.provider_subscription_id!,
        plan: to,
        idempotencyKey: `plan-downgrade-${row.id}-${row.membership_type_id}-${to.id}-${Date.parse(iso(row.current_period_start))}`,
      });
      scheduleId = scheduled.scheduleId;
      at = scheduled.effectiveAt;
    } finally {
      await release(ctx.db, row.id);
    }
  }
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    const changed = await trx
      .updateTable('memberships')
      .set({ scheduled_membership_type_id: to.id, scheduled_change_at: at, provider_schedule_id: scheduleId, updated_at: nowIso })
      .where('id', '=', row.id)
      .where('membership_type_id', '=', from.id)
      .where('scheduled_membership_type_id', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.changed);
    const athlete = await athleteOf(trx, row);
    const date = formatAcademyDate(at);
    await insertBillingEvent(trx, row.user_id, 'membership.plan_change_scheduled', `Plan change scheduled${forAthlete(athlete)}: ${from.label} to ${to.label} on ${date}.`, nowIso);
    await queueMembershipMail(ctx, trx, row.user_id, {
      kind: 'membership-plan-change-scheduled',
      subject: `your change to ${to.label} is scheduled`,
      paragraphs: [
        `${whose(athlete)} changes from ${from.label} to ${to.label} on ${date}, at the end of the period already paid. Until then nothing changes.`,
        `From then on it costs ${formatUsd(to.priceCents)} a ${to.interval}.`,
      ],
    });
  });
}

/** Keep the current plan: drops a downgrade scheduled for the period's end (Stripe: releases its schedule). */
export async function cancelScheduledPlanChange(ctx: AppContext, provider: PaymentProvider, user: SessionUser, membershipId: string, now = new Date()): Promise<TPlanChangeOptions> {
  const row = await findFamilyMembership(ctx.db, user.id, membershipId);
  if (!row) throw new AppError('NOT_FOUND', PLAN_CHANGE_MESSAGES.notFound);
  if (!row.scheduled_membership_type_id) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.noneScheduled);
  if (row.provider_schedule_id) {
    if (!provider.releaseSubscriptionSchedule) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.otherProvider);
    await provider.releaseSubscriptionSchedule(row.provider_schedule_id);
  }
  const plans = await plansById(ctx.db);
  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    const changed = await trx
      .updateTable('memberships')
      .set({ scheduled_membership_type_id: null, scheduled_change_at: null, provider_schedule_id: null, updated_at: nowIso })
      .where('id', '=', row.id)
      .where('scheduled_membership_type_id', '=', row.scheduled_membership_type_id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    const athlete = await athleteOf(trx, row);
    const current = plans.get(row.membership_type_id)?.label ?? row.membership_type_id;
    const dropped = plans.get(row.scheduled_membership_type_id!)?.label ?? row.scheduled_membership_type_id!;
    await insertBillingEvent(trx, row.user_id, 'membership.plan_change_canceled', `Scheduled change${forAthlete(athlete)} to ${dropped} canceled; it stays on ${current}.`, nowIso);
    await queueMembershipMail(ctx, trx, row.user_id, {
      kind: 'membership-plan-change-scheduled',
      subject: `you are staying on ${current}`,
      paragraphs: [`${whose(athlete)} stays on ${current}: the change to ${dropped} will not happen.`],
    });
  });
  ctx.events.publish({ userId: user.id }, [{ type: 'membership' }]);
  return optionsFor(ctx.db, (await findFamilyMembership(ctx.db, user.id, row.id))!, provider.name, now);
}
