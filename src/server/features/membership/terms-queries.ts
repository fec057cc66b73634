/**
 * SQL for breaks and commitments (decision 042): membership_breaks, and the early-withdrawal balance
 * charge, a payments row whose provider reference is `balance:<membership id>` (unique), so a
 * membership is charged its balance once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const MEMBERSHIP_COLUMNS = [
  'm.id',
  'm.user_id',
  'm.status',
  'm.provider',
  'm.provider_subscription_id',
  'm.provider_customer_id',
  'm.current_period_start',
  'm.current_period_end',
  'm.cancel_at_period_end',
  'm.created_at',
  't.id as plan_id',
  't.label as plan_label',
  't.interval',
  't.price_cents',
  't.commitment_months',
  'a.name as athlete_name',
] as const;

function membershipsWithPlan(db: Executor) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select(MEMBERSHIP_COLUMNS);
}

export type TermsMembershipRow = NonNullable<Awaited<ReturnType<typeof findTermsMembership>>>;

/** One of the family's memberships with its plan; undefined when it is another family's (404). */
export async function findTermsMembership(db: Executor, userId: string, membershipId: string) {
  return membershipsWithPlan(db).where('m.id', '=', membershipId).where('m.user_id', '=', userId).executeTakeFirst();
}

export async function findTermsMembershipById(db: Executor, membershipId: string) {
  return membershipsWithPlan(db).where('m.id', '=', membershipId).executeTakeFirst();
}

export async function listFamilyTermsMemberships(db: Executor, userId: string) {
  return membershipsWithPlan(db).where('m.user_id', '=', userId).execute();
}

/* Breaks ---------------------------------------------------------------------------------------- */

export async function listBreaks(db: Executor, membershipIds: string[]) {
  if (!membershipIds.length) return [];
  return db.selectFrom('membership_breaks').selectAll().where('membership_id', 'in', membershipIds).orderBy('starts_at').execute();
}

export async function findOpenBreak(db: Executor, membershipId: string) {
  return db
    .selectFrom('membership_breaks')
    .selectAll()
    .where('membership_id', '=', membershipId)
    .where('resumed_at', 'is', null)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/** Starts a break; false when the membership already has an open one (the partial unique index decides). */
export async function insertBreak(db: Executor, row: { membershipId: string; startsAt: string; endsAt: string; months: number; now: string }): Promise<string | null> {
  const inserted = await db
    .insertInto('membership_breaks')
    .values({ id: randomUUID(), membership_id: row.membershipId, starts_at: row.startsAt, ends_at: row.endsAt, months: row.months, created_at: row.now })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Claims one step of an open break for this caller only (the reminder, the resumption or the
 * removal): a conditional update, so two instances running the job at once do it once.
 */
export async function claimBreakStep(db: Executor, breakId: string, step: 'reminded_at' | 'resumed_at' | 'ended_at', now: string): Promise<boolean> {
  const result = await db
    .updateTable('membership_breaks')
    .set({ [step]: now })
    .where('id', '=', breakId)
    .where(step, 'is', null)
    .where('resumed_at', 'is', null)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every open break, for the scheduled job (a handful at any time). */
export async function listOpenBreaks(db: Executor) {
  return db.selectFrom('membership_breaks').selectAll().where('resumed_at', 'is', null).where('ended_at', 'is', null).orderBy('ends_at').execute();
}

/** Open breaks with their family, for the churn radar. */
export async function listOpenBreaksByFamily(db: Executor) {
  return db
    .selectFrom('membership_breaks as b')
    .innerJoin('memberships as m', 'm.id', 'b.membership_id')
    .select(['m.user_id', 'b.starts_at', 'b.ends_at'])
    .where('b.resumed_at', 'is', null)
    .where('b.ended_at', 'is', null)
    .execute();
}

/* The balance charge ---------------------------------------------------------------------------- */

export const balanceReference = (membershipId: string) => `balance:${membershipId}`;

export async function findBalancePayment(db: Executor, membershipId: string) {
  return db.selectFrom('payments').selectAll().where('provider_reference', '=', balanceReference(membershipId)).executeTakeFirst();
}

/** A charge in flight longer than this was interrupted (a crash): it may be claimed again. */
const STALE_PENDING_MS = 10 * 60_000;

/**
 * Claims the membership's one balance charge as pending: a new row, or a failed (or interrupted)
 * attempt taken over. False while another request is charging it or once it is paid.
 */
export async function claimBalancePayment(
  db: Executor,
  payment: { userId: string; membershipId: string; description: string; amountCents: number; provider: string; now: string },
): Promise<boolean> {
  const reference = balanceReference(payment.membershipId);
  const inserted = await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      user_id: payment.userId,
      payment_type: 'balance',
      description: payment.description,
      amount_cents: payment.amountCents,
      status: 'pending',
      provider: payment.provider,
      provider_reference: reference,
      created_at: payment.now,
    })
    .onConflict((oc) => oc.column('provider_reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return true;
  const staleBefore = new Date(Date.parse(payment.now) - STALE_PENDING_MS).toISOString();
  const taken = await db
    .updateTable('payments')
    .set({ status: 'pending', amount_cents: payment.amountCents, description: payment.description, created_at: payment.now })
    .where('provider_reference', '=', reference)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('created_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function settleBalancePayment(db: Executor, membershipId: string, status: 'completed' | 'failed', now: string) {
  await db.updateTable('payments').set({ status, created_at: now }).where('provider_reference', '=', balanceReference(membershipId)).where('status', '=', 'pending').execute();
}
