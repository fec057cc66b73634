/**
 * Breaks (issue 17, point 5; decision 042): a family pauses a live membership for 1 to 4 months.
 * Nothing is charged while paused: Stripe's pause of collection (invoices voided until resumes_at);
 * with the test provider the paid period is pushed back by the break, so nothing renews during it.
 * A scheduled job reminds the family 14 days before the break ends, resumes billing at its end and,
 * should a break still be open past the 4-month limit, ends the membership as the terms say. Each
 * step is claimed by a conditional update in the transaction that queues its e-mail: once, whatever
 * the number of instances.
 */
import { AppError } from '#shared/errors';
import { effectiveMembershipStatus } from '#shared/membership';
import {
  BREAK_MAX_MONTHS,
  BREAK_TOTAL_MESSAGE,
  breakActions,
  breakEndsAt,
  breakLimitAt,
  breakMonthsUsed,
} from '#shared/membership-terms';
import { BREAK_MESSAGES, type TPauseRequest } from '#shared/validation/membership-terms';
import { athleteFirstName } from '#shared/validation/membership';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import type { PaymentProvider } from '#server/payments/provider';
import { formatAcademyDate } from './fulfilment';
import { insertBillingEvent, updateMembership } from './queries';
import { queueMembershipMail } from './membership-mail';
import {
  claimBreakStep,
  findOpenBreak,
  findTermsMembership,
  findTermsMembershipById,
  insertBreak,
  listBreaks,
  listOpenBreaks,
  type TermsMembershipRow,
} from './terms-queries';

const iso = (value: string | Date) => new Date(value).toISOString();

export function liveStatus(row: TermsMembershipRow, now: Date) {
  return effectiveMembershipStatus({ status: row.status, currentPeriodEnd: iso(row.current_period_end), provider: row.provider }, now);
}

const whose = (row: TermsMembershipRow) => (row.athlete_name ? `${athleteFirstName(row.athlete_name)}’s membership` : 'Your membership');
const forAthlete = (row: TermsMembershipRow) => (row.athlete_name ? ` for ${athleteFirstName(row.athlete_name)}` : '');

function announce(ctx: AppContext, userId: string) {
  ctx.events.publish({ userId }, [{ type: 'membership' }]);
}

/** Moves the paid period's end by `ms` (the test provider's pause: nothing renews during a break). */
function shiftedPeriodEnd(row: TermsMembershipRow, ms: number): string {
  return new Date(Date.parse(iso(row.current_period_end)) + ms).toISOString();
}

export async function requireFamilyMembership(ctx: AppContext, userId: string, membershipId: string): Promise<TermsMembershipRow> {
  const row = await findTermsMembership(ctx.db, userId, membershipId);
  if (!row) throw new AppError('NOT_FOUND', BREAK_MESSAGES.notFound);
  return row;
}

/** Pause: a live, unpaused membership only (409 otherwise); 1 to 4 months (the schema's 400). */
export async function pauseMembership(ctx: AppContext, provider: PaymentProvider, user: SessionUser, request: TPauseRequest, now = new Date()): Promise<void> {
  const row = await requireFamilyMembership(ctx, user.id, request.membershipId);
  if (liveStatus(row, now) !== 'active' || row.cancel_at_period_end === 1 || (await findOpenBreak(ctx.db, row.id))) {
    throw new AppError('CONFLICT', BREAK_MESSAGES.notLive);
  }
  const past = (await listBreaks(ctx.db, [row.id])).map((b) => ({ startsAt: iso(b.starts_at), endsAt: iso(b.resumed_at ?? b.ended_at ?? b.ends_at) }));
  if (breakMonthsUsed(past, now) + request.months > BREAK_MAX_MONTHS) throw new AppError('CONFLICT', BREAK_TOTAL_MESSAGE);

  const nowIso = now.toISOString();
  const endsAt = breakEndsAt(nowIso, request.months);
  const lengthMs = Date.parse(endsAt) - now.getTime();
  const isStripe = row.provider === 'stripe' && Boolean(row.provider_subscription_id);
  const breakId = await inTransaction(ctx.db, async (trx) => {
    const id = await insertBreak(trx, { membershipId: row.id, startsAt: nowIso, endsAt, months: request.months, now: nowIso });
    if (!id) throw new AppError('CONFLICT', BREAK_MESSAGES.notLive);
    if (!isStripe) await updateMembership(trx, row.id, { current_period_end: shiftedPeriodEnd(row, lengthMs), updated_at: nowIso });
    const until = formatAcademyDate(endsAt);
    await insertBillingEvent(trx, user.id, 'membership.paused', `Membership${forAthlete(row)} paused for ${request.months} month${request.months === 1 ? '' : 's'}, until ${until}; nothing is charged while paused.`, nowIso);
    await queueMembershipMail(ctx, trx, user.id, {
      kind: 'membership-paused',
      subject: `your membership is paused until ${until}`,
      paragraphs: [
        `${whose(row)} is paused until ${until}. Nothing is charged while it is paused; training and billing resume on that date.`,
        `Back sooner? Resume it in Manage Billing. A break of more than ${BREAK_MAX_MONTHS} months means permanent removal from the academy, so we will remind you before it ends.`,
      ],
    });
    return id;
  });
  if (isStripe && provider.pauseSubscription) {
    try {
      await provider.pauseSubscription(row.provider_subscription_id!, endsAt);
    } catch (error) {
      ctx.log.error({ err: error, membershipId: row.id }, 'could not pause a subscription');
      await ctx.db.deleteFrom('membership_breaks').where('id', '=', breakId).execute();
      throw new AppError('UNAVAILABLE', 'We could not pause your membership with the payment provider. Please try again in a few minutes.');
    }
  }
  announce(ctx, user.id);
}

/** Ends a break early: billing resumes now (the test provider's paid period keeps the unused days). */
export async function resumeFromBreak(ctx: AppContext, provider: PaymentProvider, user: SessionUser, membershipId: string, now = new Date()): Promise<void> {
  const row = await requireFamilyMembership(ctx, user.id, membershipId);
  const open = await findOpenBreak(ctx.db, row.id);
  if (!open) throw new AppError('CONFLICT', BREAK_MESSAGES.notPaused);
  const isStripe = row.provider === 'stripe' && Boolean(row.provider_subscription_id);
  if (isStripe) await provider.pauseSubscription?.(row.provider_subscription_id!, null);
  const nowIso = now.toISOString();
  const unusedMs = Math.max(0, Date.parse(iso(open.ends_at)) - now.getTime());
  const isResumed = await inTransaction(ctx.db, async (trx) => {
    if (!(await claimBreakStep(trx, open.id, 'resumed_at', nowIso))) return false;
    await trx.updateTable('membership_breaks').set({ ends_at: nowIso }).where('id', '=', open.id).execute();
    if (!isStripe) await updateMembership(trx, row.id, { current_period_end: shiftedPeriodEnd(row, -unusedMs), updated_at: nowIso });
    await insertBillingEvent(trx, user.id, 'membership.break-ended', `Membership${forAthlete(row)} resumed after a break; billing resumes.`, nowIso);
    await queueMembershipMail(ctx, trx, user.id, {
      kind: 'membership-resumed',
      subject: 'your membership is back from its break',
      paragraphs: [`${whose(row)} is back from its break: training and billing resume today.`],
    });
    return true;
  });
  if (!isResumed) throw new AppError('CONFLICT', BREAK_MESSAGES.notPaused);
  announce(ctx, user.id);
}

export type BreakRunResult = { reminded: number; resumed: number; removed: number };

/**
 * The scheduled run: for each open break, the reminder (14 days before its end), the resumption
 * (at its end) or the removal (past the 4-month limit, when it could not resume). Safe to run
 * twice and on several instances at once.
 */
export async function runBreakSchedule(ctx: AppContext, provider: PaymentProvider, now = new Date()): Promise<BreakRunResult> {
  const result: BreakRunResult = { reminded: 0, resumed: 0, removed: 0 };
  const nowIso = now.toISOString();
  for (const open of await listOpenBreaks(ctx.db)) {
    const span = { startsAt: iso(open.starts_at), endsAt: iso(open.ends_at), remindedAt: open.reminded_at ? iso(open.reminded_at) : null };
    const actions = breakActions(span, now);
    const row = await findTermsMembershipById(ctx.db, open.membership_id);
    if (!row) continue;

    if (actions.resume) {
      const isStripe = row.provider === 'stripe' && Boolean(row.provider_subscription_id) && liveStatus(row, now) !== 'expired';
      let canResume = true;
      if (isStripe) {
        try {
          await provider.pauseSubscription?.(row.provider_subscription_id!, null);
        } catch (error) {
          ctx.log.error({ err: error, membershipId: row.id }, 'could not resume a paused subscription');
          canResume = false;
        }
      }
      if (canResume) {
        const done = await inTransaction(ctx.db, async (trx) => {
          if (!(await claimBreakStep(trx, open.id, 'resumed_at', nowIso))) return false;
          await insertBillingEvent(trx, row.user_id, 'membership.break-ended', `Membership${forAthlete(row)}: the break ended on ${formatAcademyDate(span.endsAt)}; billing resumes.`, nowIso);
          await queueMembershipMail(ctx, trx, row.user_id, {
            kind: 'membership-resumed',
            subject: 'your membership’s break has ended',
            paragraphs: [`${whose(row)} is back from its break: training and billing resumed on ${formatAcademyDate(span.endsAt)}.`],
          });
          return true;
        });
        if (done) {
          result.resumed += 1;
          announce(ctx, row.user_id);
        }
        continue;
      }
      if (!actions.remove) continue;
      // Still paused past the limit: "a break of more than 4 months means permanent removal".
      const removed = await inTransaction(ctx.db, async (trx) => {
        if (!(await claimBreakStep(trx, open.id, 'ended_at', nowIso))) return false;
        await updateMembership(trx, row.id, { status: 'expired', cancel_at_period_end: 0, current_period_end: nowIso, last_event_at: nowIso, updated_at: nowIso });
        await insertBillingEvent(trx, row.user_id, 'membership.removed', `Membership${forAthlete(row)} ended: its break passed ${BREAK_MAX_MONTHS} months (the academy’s terms).`, nowIso);
        await queueMembershipMail(ctx, trx, row.user_id, {
          kind: 'membership-removed',
          subject: 'your membership has ended',
          paragraphs: [
            `${whose(row)} has ended: its break passed ${BREAK_MAX_MONTHS} months on ${formatAcademyDate(breakLimitAt(span.startsAt))}, and the academy’s terms say that a break of more than ${BREAK_MAX_MONTHS} months means permanent removal.`,
            'Nothing more will be charged. To train with us again, write to the academy.',
          ],
        });
        return true;
      });
      if (removed) {
        result.removed += 1;
        if (row.provider_subscription_id) await provider.cancelSubscription?.(row.provider_subscription_id).catch((error: unknown) => ctx.log.error({ err: error }, 'could not end a removed subscription'));
        announce(ctx, row.user_id);
      }
      continue;
    }

    if (actions.remind) {
      const reminded = await inTransaction(ctx.db, async (trx) => {
        if (!(await claimBreakStep(trx, open.id, 'reminded_at', nowIso))) return false;
        const until = formatAcademyDate(span.endsAt);
        await queueMembershipMail(ctx, trx, row.user_id, {
          kind: 'membership-break-reminder',
          subject: `your membership’s break ends on ${until}`,
          paragraphs: [
            `${whose(row)} is on a break until ${until}. Training and billing resume on that date.`,
            `The academy’s terms allow a break of up to ${BREAK_MAX_MONTHS} months: a longer one means permanent removal, so plan your return before ${formatAcademyDate(breakLimitAt(span.startsAt))}.`,
          ],
        });
        return true;
      });
      if (reminded) result.reminded += 1;
    }
  }
  return result;
}
