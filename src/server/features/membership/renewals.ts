/**
 * Renewals with the test provider (issue 17, point 3; decision 044). Stripe renews its own
 * subscriptions and tells us by webhook; nothing renewed a test-provider membership, so a monthly
 * one said "renews automatically" and then expired. The hourly `membership-renewals` job now charges
 * each due membership's saved test card and records the payment through the same code as Stripe's
 * invoice.paid (applyPaidInvoice): a payments row with the unique reference
 * `renewal:<membership id>:<period start>`, the receipt, the new period, the sessions refilled.
 *
 * - Due: the paid period ends within RENEWAL_LEAD_MS (so the hourly run renews it before it lapses).
 *   Memberships on a break (their period end is pushed back anyway) and ones set to cancel at the
 *   period's end (they expire then) are skipped.
 * - A decline (or no saved card) makes it past_due with one failed-payment e-mail for the period; it
 *   is retried once a day, and at once when the family replaces its card; GRACE_MS after the due
 *   date it expires, with an e-mail.
 * - Annual memberships get a reminder REMINDER_MS before the renewal, once per period.
 *
 * Once per period across instances: the renewal claims the membership by a conditional update on
 * its period's end (a second run finds it moved, or waits on the row and then finds it moved), the
 * charge is unique by reference, a decline attempt by `...:attempt-<n>`, the past-due and expiry by
 * conditional updates of the status, and each e-mail by a membership_renewal_notices row.
 */
import { addBillingInterval, formatUsd } from '#shared/membership';
import { athleteFirstName } from '#shared/validation/membership';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { chargeTestCard, findSavedTestCard } from '#server/payments/test-provider';
import { formatAcademyDate } from './fulfilment';
import { insertBillingEvent, insertPayment } from './queries';
import { queueMembershipMail } from './membership-mail';
import { applyScheduledPlanChange } from './plan-changes';
import { findBalancePayment } from './terms-queries';
import { applyPaidInvoice } from './webhooks';
import { applyCredit } from './credits';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The job runs hourly; renewing up to 2 hours ahead means a period never lapses between runs. */
export const RENEWAL_LEAD_MS = 2 * HOUR_MS;
/** After a declined renewal, the family has 7 days to fix the card before the membership expires (decision 044). */
export const GRACE_MS = 7 * DAY_MS;
/** A declined renewal is tried again once a day (and at once when the card is replaced). */
export const RETRY_INTERVAL_MS = DAY_MS;
/** The reminder before an annual renewal. */
export const REMINDER_MS = 7 * DAY_MS;

const iso = (value: string | Date) => new Date(value).toISOString();

function renewalRows(db: Db | Trx) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .selectAll('m')
    .select(['t.label as plan_label', 't.interval', 't.price_cents', 'a.name as athlete_name'])
    .where('m.provider', '=', 'test')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('membership_breaks as b')
            .select('b.id')
            .whereRef('b.membership_id', '=', 'm.id')
            .where('b.resumed_at', 'is', null)
            .where('b.ended_at', 'is', null),
        ),
      ),
    );
}

type RenewalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof renewalRows>['executeTakeFirst']>>>;

const whose = (row: RenewalRow) => (row.athlete_name ? `${athleteFirstName(row.athlete_name)}’s membership` : 'Your membership');
const planFor = (row: RenewalRow) => (row.athlete_name ? `${row.plan_label} for ${athleteFirstName(row.athlete_name)}` : row.plan_label);

export const renewalReference = (membershipId: string, periodStart: string) => `renewal:${membershipId}:${periodStart}`;

/** Claims an e-mail for the period; true for the one caller that sends it. */
async function claimNotice(trx: Trx, membershipId: string, kind: 'annual-reminder' | 'payment-failed', dueAt: string, nowIso: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('membership_renewal_notices')
    .values({ membership_id: membershipId, kind, due_at: dueAt, created_at: nowIso })
    .onConflict((oc) => oc.doNothing())
    .returning('membership_id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export type RenewalOutcome = 'renewed' | 'declined' | 'not-due';

/**
 * Renews one test-provider membership if it is due: charges its saved card and records the payment,
 * or records the decline. `immediate`: the family just replaced the card, so a past-due renewal is
 * tried now rather than at the next daily retry.
 */
export async function renewMembership(ctx: AppContext, membershipId: string, now = new Date(), options: { immediate?: boolean } = {}): Promise<RenewalOutcome> {
  const row = await renewalRows(ctx.db).where('m.id', '=', membershipId).executeTakeFirst();
  if (!row || (row.status !== 'active' && row.status !== 'past_due') || row.cancel_at_period_end === 1) return 'not-due';
  // A membership whose early-withdrawal balance is paid has ended, whatever its row says (issue 37).
  if ((await findBalancePayment(ctx.db, row.id))?.status === 'completed') return 'not-due';
  const dueAt = iso(row.current_period_end);
  const dueMs = Date.parse(dueAt);
  if (dueMs > now.getTime() + RENEWAL_LEAD_MS || dueMs <= now.getTime() - GRACE_MS) return 'not-due';

  const nowIso = now.toISOString();
  // When the new period starts: a renewal made ahead of time still changes plans as of that moment.
  const boundary = new Date(Math.max(now.getTime(), dueMs));
  const reference = renewalReference(row.id, dueAt);
  const card = await findSavedTestCard(ctx.db, row.id);
  const charge = chargeTestCard(card);

  const outcome = await inTransaction(ctx.db, async (trx): Promise<RenewalOutcome> => {
    if (charge === 'paid') {
      // The claim: only the run that still finds this period's end (and the same status rules)
      // renews it. On PostgreSQL a concurrent run waits on the row, then finds the end moved.
      const claimed = await trx
        .updateTable('memberships')
        .set({ updated_at: nowIso })
        .where('id', '=', row.id)
        .where('current_period_end', '=', row.current_period_end)
        .where('status', 'in', ['active', 'past_due'])
        .where('cancel_at_period_end', '=', 0)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return 'not-due';
      // A downgrade scheduled for the end of this period takes effect now, before the charge, so
      // the new period is charged at the new plan's price (issue 17, point 2; decision 043).
      await applyScheduledPlanChange(ctx, trx, { id: row.id }, boundary);
      const membership = await trx.selectFrom('memberships').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      const plan = await trx.selectFrom('membership_types').select(['price_cents', 'interval']).where('id', '=', membership.membership_type_id).executeTakeFirstOrThrow();
      // A credit the academy granted comes off this charge, in this transaction, once (decision 079).
      const creditCents = await applyCredit(trx, row.user_id, plan.price_cents, reference, nowIso);
      const isNew = await applyPaidInvoice(
        ctx,
        trx,
        membership,
        {
          reference,
          amountCents: plan.price_cents - creditCents,
          creditCents,
          isFirst: false,
          period: { start: dueAt, end: addBillingInterval(dueAt, plan.interval === 'year' ? 'year' : 'month') },
          created: Math.floor(now.getTime() / 1000),
        },
        nowIso,
      );
      return isNew ? 'renewed' : 'not-due';
    }

    // Declined, or no card to charge. Attempt n of this period is recorded once (unique reference);
    // after the first, one a day unless the family just replaced the card.
    const attemptPrefix = `${reference}:attempt-`;
    const attempts = await trx
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', row.user_id)
      .where('provider_reference', 'like', `${attemptPrefix}%`)
      .executeTakeFirstOrThrow();
    const previous = Number(attempts.n);
    if (previous > 0 && !options.immediate) {
      const lastAttempt = await trx
        .selectFrom('payments')
        .select('created_at')
        .where('user_id', '=', row.user_id)
        .where('provider_reference', 'like', `${attemptPrefix}%`)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      if (Date.parse(iso(lastAttempt.created_at)) + RETRY_INTERVAL_MS > now.getTime()) return 'not-due';
    }
    // The new period's plan: a downgrade scheduled for its start applies whether or not it is paid.
    await applyScheduledPlanChange(ctx, trx, { id: row.id }, boundary);
    const current = await trx.selectFrom('memberships').select('membership_type_id').where('id', '=', row.id).executeTakeFirstOrThrow();
    const plan = await trx.selectFrom('membership_types').select(['label', 'price_cents']).where('id', '=', current.membership_type_id).executeTakeFirstOrThrow();
    const amountCents = plan.price_cents;
    const label = row.athlete_name ? `${plan.label} for ${athleteFirstName(row.athlete_name)}` : plan.label;
    const isNew = await insertPayment(trx, {
      user_id: row.user_id,
      payment_type: 'renewal',
      description: `${label}: renewal ${charge === 'no-card' ? 'not paid, no card on file' : 'card declined'}`,
      amount_cents: amountCents,
      status: 'failed',
      provider: 'test',
      provider_reference: `${attemptPrefix}${previous + 1}`,
      created_at: nowIso,
    });
    if (!isNew) return 'not-due';
    await insertBillingEvent(
      trx,
      row.user_id,
      'payment.failed',
      `The renewal payment of ${formatUsd(amountCents)} for ${label} ${charge === 'no-card' ? 'could not be made: no card on file' : 'was declined'}.`,
      nowIso,
    );
    const pastDue = await trx
      .updateTable('memberships')
      .set({ status: 'past_due', last_event_at: nowIso, updated_at: nowIso })
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .where('current_period_end', '=', row.current_period_end)
      .executeTakeFirst();
    if (Number(pastDue.numUpdatedRows) === 1) {
      await insertBillingEvent(trx, row.user_id, 'membership.past_due', `Membership payment for ${label} is past due. Update the card in Manage Billing.`, nowIso);
    }
    if (await claimNotice(trx, row.id, 'payment-failed', dueAt, nowIso)) {
      const lastDay = formatAcademyDate(new Date(dueMs + GRACE_MS).toISOString());
      await queueMembershipMail(ctx, trx, row.user_id, {
        kind: 'payment-failed',
        subject: 'a membership payment did not go through',
        linkLabel: 'Update your card in Manage Billing',
        paragraphs: [
          charge === 'no-card'
            ? `We could not renew ${whose(row)} (${plan.label}, ${formatUsd(amountCents)}, due ${formatAcademyDate(dueAt)}): there is no card on file for it.`
            : `The renewal payment of ${formatUsd(amountCents)} for ${label}, due ${formatAcademyDate(dueAt)}, did not go through: the card was declined.`,
          `${charge === 'no-card' ? 'Add a card' : 'Update the card'} in Manage Billing and we will charge it at once. We try again once a day until ${lastDay}; if the payment has not gone through by then, the membership ends.`,
        ],
      });
    }
    return 'declined';
  });
  if (outcome !== 'not-due') ctx.events.publish({ userId: row.user_id }, [{ type: 'membership' }]);
  return outcome;
}

/** Past the grace period with the renewal still unpaid: the membership expires, with an e-mail. */
async function expireUnpaid(ctx: AppContext, row: RenewalRow, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const dueAt = iso(row.current_period_end);
  const expired = await inTransaction(ctx.db, async (trx) => {
    const changed = await trx
      .updateTable('memberships')
      .set({ status: 'expired', last_event_at: nowIso, updated_at: nowIso })
      .where('id', '=', row.id)
      .where('status', '=', 'past_due')
      .where('current_period_end', '=', row.current_period_end)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await insertBillingEvent(trx, row.user_id, 'membership.expired', `Membership for ${planFor(row)} ended: its renewal, due ${formatAcademyDate(dueAt)}, was not paid within 7 days.`, nowIso);
    await queueMembershipMail(ctx, trx, row.user_id, {
      kind: 'membership-expired',
      subject: 'your membership has ended',
      linkLabel: 'Choose a plan in Manage Billing',
      paragraphs: [
        `${whose(row)} (${row.plan_label}) has ended: its renewal payment of ${formatUsd(row.price_cents)}, due ${formatAcademyDate(dueAt)}, did not go through within 7 days.`,
        'Nothing more will be charged. To train with us again, choose a plan.',
      ],
    });
    return true;
  });
  if (expired) ctx.events.publish({ userId: row.user_id }, [{ type: 'membership' }]);
  return expired;
}

/**
 * The plan a renewal will charge: the current one, or a downgrade scheduled for the period's end
 * (issue 17, point 2), which takes effect before the charge.
 */
async function nextPlan(db: Db | Trx, row: RenewalRow): Promise<{ label: string; priceCents: number; interval: string; isChange: boolean }> {
  const scheduledAt = row.scheduled_change_at ? Date.parse(iso(row.scheduled_change_at)) : Date.parse(iso(row.current_period_end));
  if (row.scheduled_membership_type_id && scheduledAt <= Date.parse(iso(row.current_period_end))) {
    const plan = await db.selectFrom('membership_types').select(['label', 'price_cents', 'interval']).where('id', '=', row.scheduled_membership_type_id).executeTakeFirst();
    if (plan) return { label: plan.label, priceCents: plan.price_cents, interval: plan.interval, isChange: true };
  }
  return { label: row.plan_label, priceCents: row.price_cents, interval: row.interval, isChange: false };
}

/** The reminder before an annual renewal: the plan, the amount, the date and the card, once per period. */
async function remindAnnual(ctx: AppContext, row: RenewalRow, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const dueAt = iso(row.current_period_end);
  const card = await findSavedTestCard(ctx.db, row.id);
  const next = await nextPlan(ctx.db, row);
  const term = next.interval === 'year' ? 'for another year' : 'for the first month, then monthly';
  return inTransaction(ctx.db, async (trx) => {
    if (!(await claimNotice(trx, row.id, 'annual-reminder', dueAt, nowIso))) return false;
    await queueMembershipMail(ctx, trx, row.user_id, {
      kind: 'membership-renewal-reminder',
      subject: `your annual membership renews on ${formatAcademyDate(dueAt)}`,
      linkLabel: 'Your membership and billing',
      paragraphs: [
        next.isChange
          ? `${whose(row)} (${row.plan_label}) renews on ${formatAcademyDate(dueAt)} as ${next.label}, the change you scheduled, for ${formatUsd(next.priceCents)} ${term}.`
          : `${whose(row)} (${row.plan_label}) renews on ${formatAcademyDate(dueAt)} for ${formatUsd(next.priceCents)}, ${term}.`,
        card
          ? `We will charge the ${card.brand} card ending in ${card.last4}. To use another card, change plans or cancel, go to Manage Billing before then.`
          : 'There is no card on file for it: add one in Manage Billing before then, so training continues without a break.',
      ],
    });
    return true;
  });
}

export type RenewalRunResult = { renewed: number; declined: number; expired: number; reminded: number };

/** The scheduled run (hourly). Safe to run twice and on several instances at once. */
export async function runRenewals(ctx: AppContext, now = new Date()): Promise<RenewalRunResult> {
  const result: RenewalRunResult = { renewed: 0, declined: 0, expired: 0, reminded: 0 };
  const graceStart = new Date(now.getTime() - GRACE_MS).toISOString();

  for (const row of await renewalRows(ctx.db).where('m.status', '=', 'past_due').where('m.current_period_end', '<=', graceStart).execute()) {
    if (await expireUnpaid(ctx, row, now)) result.expired += 1;
  }

  const due = await renewalRows(ctx.db)
    .where('m.status', 'in', ['active', 'past_due'])
    .where('m.cancel_at_period_end', '=', 0)
    .where('m.current_period_end', '<=', new Date(now.getTime() + RENEWAL_LEAD_MS).toISOString())
    .where('m.current_period_end', '>', graceStart)
    .select('m.id as membership_id')
    .execute();
  for (const row of due) {
    try {
      const outcome = await renewMembership(ctx, row.membership_id, now);
      if (outcome === 'renewed') result.renewed += 1;
      if (outcome === 'declined') result.declined += 1;
    } catch (error) {
      ctx.log.error({ err: error, membershipId: row.membership_id }, 'a membership renewal failed');
    }
  }

  const reminders = await renewalRows(ctx.db)
    .where('m.status', '=', 'active')
    .where('m.cancel_at_period_end', '=', 0)
    .where('t.interval', '=', 'year')
    .where('m.current_period_end', '>', now.toISOString())
    .where('m.current_period_end', '<=', new Date(now.getTime() + REMINDER_MS).toISOString())
    .execute();
  for (const row of reminders) {
    if (await remindAnnual(ctx, row, now)) result.reminded += 1;
  }
  return result;
}
