/**
 * The SQL of "Needs attention" (attention-service.ts). Every list reads an index in its order and
 * stops at the section's limit; every count reads the same index (decision 081):
 * - threads: `conversations_waiting` (staff_waiting_since, id), kept by messaging on every message;
 * - safety cases: `safety_cases_state` (state, id);
 * - applications: `applications_status_newest` (status, created_at, id);
 * - failed payments: `payments_failed_recent` (created_at, user_id) where status = 'failed', then
 *   each family's latest completed payment through `payments_user_idx` (user_id, created_at);
 * - memberships in grace: `memberships_status_updated` (status, updated_at, id);
 * - departures pending: `membership_departures_effective` (effective_at, membership_id).
 */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';

const count = (rows: { n: number | string | bigint } | undefined) => Number(rows?.n ?? 0);

export function waitingThreads(db: Db, limit: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as f', 'f.id', 'c.family_id')
    .leftJoin('messages as m', 'm.id', 'c.last_message_id')
    .select(['c.id', 'c.kind', 'c.staff_waiting_since', 'f.name as family_name', 'm.body', 'm.hidden_at'])
    .where('c.staff_waiting_since', 'is not', null)
    .orderBy('c.staff_waiting_since')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** The same list for one kind of thread (the coach's home reads the families' Coach threads). */
export function waitingThreadsOfKind(db: Db, kind: 'coach' | 'support', limit: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as f', 'f.id', 'c.family_id')
    .leftJoin('messages as m', 'm.id', 'c.last_message_id')
    .select(['c.id', 'c.staff_waiting_since', 'f.name as family_name', 'm.body', 'm.hidden_at'])
    .where('c.staff_waiting_since', 'is not', null)
    .where('c.kind', '=', kind)
    .orderBy('c.staff_waiting_since')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function countWaitingThreadsOfKind(db: Db, kind: 'coach' | 'support'): Promise<number> {
  return count(
    await db.selectFrom('conversations').select((eb) => eb.fn.countAll<number>().as('n')).where('staff_waiting_since', 'is not', null).where('kind', '=', kind).executeTakeFirst(),
  );
}

export async function countWaitingThreads(db: Db): Promise<number> {
  return count(await db.selectFrom('conversations').select((eb) => eb.fn.countAll<number>().as('n')).where('staff_waiting_since', 'is not', null).executeTakeFirst());
}

export function openCases(db: Db, limit: number) {
  return db
    .selectFrom('safety_cases as c')
    .leftJoin('users as f', 'f.id', 'c.family_id')
    .select(['c.id', 'c.concern', 'c.family_ref', 'c.created_at', 'f.name as family_name'])
    .where('c.state', '=', 'open')
    .orderBy('c.state')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function countOpenCases(db: Db): Promise<number> {
  return count(await db.selectFrom('safety_cases').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'open').executeTakeFirst());
}

export function newApplications(db: Db, limit: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'parent_name', 'player_name', 'player_age', 'created_at'])
    .where('status', '=', 'new')
    .orderBy('status')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countNewApplications(db: Db): Promise<number> {
  return count(await db.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'new').executeTakeFirst());
}

/** The failed payments since a time, newest first (a few hundred at most: the partial index). */
export function recentFailures(db: Db, since: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('users as f', 'f.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.description', 'p.amount_cents', 'p.created_at', 'f.name as family_name'])
    // Word for word the partial index's predicate (a bound parameter would not match it on SQLite).
    .where(sql<boolean>`p.status = 'failed'`)
    .where('p.created_at', '>=', since)
    .orderBy('p.created_at', 'desc')
    .execute();
}

/**
 * Each family's latest completed payment, for the families given: one probe of (user_id,
 * created_at) each, rather than an anti-join PostgreSQL would plan over every payment.
 */
export async function latestCompleted(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom('payments')
      .select(['user_id', (eb) => eb.fn.max('created_at').as('at')])
      .where('user_id', 'in', userIds.slice(i, i + 500))
      .where('status', '=', 'completed')
      .groupBy('user_id')
      .execute();
    for (const row of rows) if (row.at) latest.set(row.user_id, new Date(row.at as string).toISOString());
  }
  return latest;
}

export function graceMemberships(db: Db, limit: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as f', 'f.id', 'm.user_id')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select(['m.id', 'm.updated_at', 'm.current_period_end', 'f.name as family_name', 'a.name as athlete_name'])
    .where('m.status', '=', 'past_due')
    .orderBy('m.status')
    .orderBy('m.updated_at')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

export async function countGraceMemberships(db: Db): Promise<number> {
  return count(await db.selectFrom('memberships').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'past_due').executeTakeFirst());
}

export function pendingDepartures(db: Db, now: string, limit: number) {
  return db
    .selectFrom('membership_departures as d')
    .innerJoin('users as f', 'f.id', 'd.family_id')
    .innerJoin('memberships as m', 'm.id', 'd.membership_id')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select(['d.membership_id', 'd.kind', 'd.reason', 'd.asked_at', 'd.effective_at', 'f.name as family_name', 'a.name as athlete_name'])
    .where('d.effective_at', '>', now)
    .orderBy('d.effective_at')
    .orderBy('d.membership_id')
    .limit(limit)
    .execute();
}

export async function countPendingDepartures(db: Db, now: string): Promise<number> {
  return count(await db.selectFrom('membership_departures').select((eb) => eb.fn.countAll<number>().as('n')).where('effective_at', '>', now).executeTakeFirst());
}
