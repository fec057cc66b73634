import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { AppError } from '#shared/errors';
import { hourlyRateCents, hoursPerMonth, type TrainingWindow } from '#shared/academy-plans';
import type { TBillingEvent, TMembershipType, TPayment } from '#shared/validation/membership';
import type { CheckoutSessionsTable, Database, MembershipTypesTable, MembershipsTable, PaymentsTable } from '#server/db/schema';
import { prepareQuery } from '#server/db/prepared';
import { isPostgres } from '#server/db/database';
import { sharedRead } from '#server/db/read-pool';

type Executor = Kysely<Database> | Transaction<Database>;

export type CheckoutRow = Selectable<CheckoutSessionsTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type MembershipTypeRow = Selectable<MembershipTypesTable>;

export function toMembershipType(row: MembershipTypeRow): TMembershipType {
  const plan = { sessionsPerMonth: row.sessions_per_month, hoursPerSession: row.hours_per_session, interval: row.interval === 'year' ? ('year' as const) : ('month' as const), priceCents: row.price_cents };
  return {
    id: row.id,
    tier: row.tier === 'pro' ? 'pro' : 'core',
    name: row.name,
    label: row.label,
    description: row.description,
    interval: row.interval === 'year' ? 'year' : 'month',
    priceCents: row.price_cents,
    joinFeeCents: row.join_fee_cents,
    firstChargeCents: row.price_cents + row.join_fee_cents,
    sessionsPerMonth: row.sessions_per_month,
    hoursPerSession: row.hours_per_session,
    hoursPerMonth: hoursPerMonth(plan),
    hourlyRateCents: hourlyRateCents(plan),
    commitmentMonths: row.commitment_months,
    schedule: JSON.parse(row.schedule) as TrainingWindow & { days: string[] },
    benefits: JSON.parse(row.benefits) as string[],
    isMostPopular: row.is_most_popular === 1,
  };
}

/* Membership types ------------------------------------------------------------------------------ */

const membershipTypes = prepareQuery((db) => db.selectFrom('membership_types').selectAll().orderBy('sort_order'));

/** Every plan, in the order the pages list them; the same for every family (see sharedRead). */
export async function listMembershipTypes(db: Executor) {
  return sharedRead(db, 'membership-types', () => membershipTypes.all(db, {}));
}

const membershipType = prepareQuery((db, p: { id: string }) => db.selectFrom('membership_types').selectAll().where('id', '=', p.id));

export async function findMembershipType(db: Executor, id: string) {
  return membershipType.first(db, { id });
}

/* Families -------------------------------------------------------------------------------------- */

/** A paid charge of the family, with the name to bill (the profile's display name first). */
export async function findPaidPayment(db: Executor, userId: string, paymentId: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('profiles as pr', 'pr.user_id', 'u.id')
    .select(['p.id', 'p.payment_type', 'p.description', 'p.amount_cents', 'p.provider', 'p.provider_reference', 'p.created_at', 'u.name', 'u.email', 'pr.display_name'])
    .where('p.id', '=', paymentId)
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'completed')
    .executeTakeFirst();
}

export async function findUserContact(db: Executor, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', userId).executeTakeFirst();
}

export async function findBillingCustomer(db: Executor, userId: string, provider: string) {
  return db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export async function insertBillingCustomer(db: Executor, userId: string, provider: string, customerId: string) {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, provider, customer_id: customerId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/* Checkout sessions ----------------------------------------------------------------------------- */

export async function insertCheckout(db: Executor, row: Omit<CheckoutRow, 'status' | 'completed_at'>) {
  await db.insertInto('checkout_sessions').values(row).execute();
}

export async function findCheckout(db: Executor, id: string) {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOwnedCheckout(db: Executor, userId: string, id: string) {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function findCheckoutByReference(db: Executor, reference: string) {
  return db.selectFrom('checkout_sessions').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/**
 * Fulfilments for one athlete (or one family, for a checkout without an athlete) run one after
 * another on PostgreSQL: without it, two paid checkouts for the same athlete would each wait on the
 * other's membership row and checkout row and deadlock. SQLite runs one writer at a time anyway.
 */
export async function lockFulfilment(db: Transaction<Database>, checkout: { user_id: string; athlete_id: string | null }) {
  if (!isPostgres(db)) return;
  if (checkout.athlete_id) await db.selectFrom('athletes').select('id').where('id', '=', checkout.athlete_id).forNoKeyUpdate().execute();
  else await db.selectFrom('users').select('id').where('id', '=', checkout.user_id).forNoKeyUpdate().execute();
}

/** Claims a checkout for fulfilment: only one caller ever sees true. */
export async function claimCheckout(db: Executor, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ status: 'complete', completed_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'complete')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a checkout to `status` only from one of `from`; true when it moved. */
export async function moveCheckout(
  db: Executor,
  id: string,
  from: CheckoutRow['status'][],
  status: CheckoutRow['status'],
): Promise<boolean> {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ status })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A paid checkout ends the athlete's other open checkouts (the family's, for one without an athlete). */
export async function expireOtherOpenCheckouts(db: Executor, userId: string, athleteId: string | null, exceptId: string) {
  let query = db.updateTable('checkout_sessions').set({ status: 'expired' }).where('user_id', '=', userId).where('status', '=', 'open').where('id', '<>', exceptId);
  if (athleteId) query = query.where('athlete_id', '=', athleteId);
  await query.execute();
}

/** A payment still clearing for the family (or, given one, for that athlete). */
export async function hasProcessingCheckout(db: Executor, userId: string, athleteId?: string): Promise<boolean> {
  let query = db.selectFrom('checkout_sessions').select('id').where('user_id', '=', userId).where('status', '=', 'processing');
  if (athleteId) query = query.where('athlete_id', '=', athleteId);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/* Memberships ----------------------------------------------------------------------------------- */

/** Statuses the one-live-membership-per-athlete index covers (migration 0035). */
export const LIVE_STATUSES: MembershipRow['status'][] = ['active', 'past_due', 'canceled'];

/** Every membership of the family, newest first, with its athlete's name (null once the athlete was removed). */
const familyMemberships = prepareQuery((db, p: { userId: string }) =>
  db
    .selectFrom('memberships as m')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .selectAll('m')
    .select(['a.name as athlete_name', 'a.created_at as athlete_created_at'])
    // Its open break, if any (at most one: a partial unique index): the pages show it as Paused.
    .select((eb) => [
      eb.selectFrom('membership_breaks as b').select('b.starts_at').whereRef('b.membership_id', '=', 'm.id').where('b.resumed_at', 'is', null).where('b.ended_at', 'is', null).limit(1).as('break_starts_at'),
      eb.selectFrom('membership_breaks as b').select('b.ends_at').whereRef('b.membership_id', '=', 'm.id').where('b.resumed_at', 'is', null).where('b.ended_at', 'is', null).limit(1).as('break_ends_at'),
    ])
    .where('m.user_id', '=', p.userId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc'),
);

export async function listFamilyMemberships(db: Executor, userId: string) {
  return familyMemberships.all(db, { userId });
}

export async function findOwnedMembership(db: Executor, userId: string, id: string) {
  return db.selectFrom('memberships').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function findMembershipBySubscription(db: Executor, subscriptionId: string) {
  return db.selectFrom('memberships').selectAll().where('provider_subscription_id', '=', subscriptionId).executeTakeFirst();
}

/** The family's athletes, oldest added first, with what checkout needs (the membership feature's view). */
export async function listFamilyAthletes(db: Executor, userId: string) {
  return db
    .selectFrom('athletes')
    .select(['id', 'name', 'birth_year', 'created_at'])
    .where('parent_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findAthleteName(db: Executor, athleteId: string): Promise<string | undefined> {
  return (await db.selectFrom('athletes').select('name').where('id', '=', athleteId).executeTakeFirst())?.name;
}

/**
 * Marks the athlete's memberships whose period is over as expired (canceled ones, and the test
 * provider's, which never renew on their own), so the live-membership index sees them as ended.
 */
export async function expireEndedMemberships(db: Executor, athleteId: string, now: string) {
  await db
    .updateTable('memberships')
    .set({ status: 'expired', updated_at: now })
    .where('athlete_id', '=', athleteId)
    .where('current_period_end', '<=', now)
    .where((eb) => eb.or([eb('status', '=', 'canceled'), eb.and([eb('status', '=', 'active'), eb('provider', '=', 'test')])]))
    .execute();
}

/** A new membership: no plan change is scheduled or in progress on it yet (decision 043). */
export type MembershipGrant = Omit<
  MembershipRow,
  'id' | 'created_at' | 'updated_at' | 'scheduled_membership_type_id' | 'scheduled_change_at' | 'provider_schedule_id' | 'plan_change_claimed_at'
> & { now: string };

/**
 * A new membership for the athlete; false (and nothing written) when the athlete already holds a
 * live one: the unique index decides, also between two transactions racing on PostgreSQL.
 */
export async function insertMembership(db: Executor, grant: MembershipGrant): Promise<boolean> {
  const { now, ...values } = grant;
  const inserted = await db
    .insertInto('memberships')
    .values({ id: randomUUID(), ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function updateMembership(db: Executor, id: string, values: Updateable<MembershipsTable>) {
  await db.updateTable('memberships').set(values).where('id', '=', id).execute();
}

/* Payments, events, bookings, billing history --------------------------------------------------- */

export type NewPayment = Omit<Selectable<PaymentsTable>, 'id' | 'refunded_cents'>;

/** Records a charge once per provider reference; true when this call recorded it. */
export async function insertPayment(db: Executor, payment: NewPayment): Promise<boolean> {
  const inserted = await db
    .insertInto('payments')
    .values({ id: randomUUID(), ...payment })
    .onConflict((oc) => oc.column('provider_reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function isEventRecorded(db: Executor, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('payment_events').select('id').where('id', '=', id).executeTakeFirst());
}

/** Records a provider event once; true when this call recorded it (the caller then applies it). */
export async function recordEvent(db: Executor, event: { id: string; provider: string; type: string; now: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({ id: event.id, provider: event.provider, type: event.type, received_at: event.now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function insertBooking(db: Executor, parentId: string, status: 'trial_booked' | 'booked', sourceReference: string, now: string) {
  await db
    .insertInto('bookings')
    .values({ id: randomUUID(), parent_id: parentId, status, source_reference: sourceReference, created_at: now })
    .onConflict((oc) => oc.column('source_reference').doNothing())
    .execute();
}

const anyBooking = prepareQuery((db, p: { parentId: string }) =>
  db.selectFrom('bookings').select('id').where('parent_id', '=', p.parentId).where('status', 'in', ['trial_booked', 'booked']).limit(1),
);

export async function hasBooking(db: Executor, parentId: string): Promise<boolean> {
  return Boolean(await anyBooking.first(db, { parentId }));
}

export async function insertBillingEvent(db: Executor, userId: string, type: string, description: string, now: string) {
  await db.insertInto('billing_events').values({ id: randomUUID(), user_id: userId, type, description, created_at: now }).execute();
}

/* Pages, newest first --------------------------------------------------------------------------- */

type Cursor = { createdAt: string; id: string };

export function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw new AppError('VALIDATION', 'That page link is not valid.');
  return { createdAt: new Date(createdAt).toISOString(), id };
}

export async function listPaymentsPage(db: Executor, userId: string, limit: number, cursor: Cursor | undefined) {
  let query = db
    .selectFrom('payments')
    .select(['id', 'payment_type', 'description', 'amount_cents', 'status', 'created_at', 'refunded_cents'])
    .where('user_id', '=', userId);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', cursor.createdAt), eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
}

export async function listBillingEventsPage(db: Executor, userId: string, limit: number, cursor: Cursor | undefined) {
  let query = db.selectFrom('billing_events').select(['id', 'type', 'description', 'created_at']).where('user_id', '=', userId);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', cursor.createdAt), eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
}

export function toPayment(row: { id: string; payment_type: string; description: string; amount_cents: number; status: string; created_at: string; refunded_cents: number }): TPayment {
  return {
    id: row.id,
    paymentType: row.payment_type,
    description: row.description,
    amountCents: row.amount_cents,
    status: row.status,
    createdAt: row.created_at,
    refundedCents: Number(row.refunded_cents),
  };
}

export function toBillingEvent(row: { id: string; type: string; description: string; created_at: string }): TBillingEvent {
  return { id: row.id, type: row.type, description: row.description, createdAt: row.created_at };
}
