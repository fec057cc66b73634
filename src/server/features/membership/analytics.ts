/**
 * Read-only figures over memberships and payments for the admin dashboard (issue 14, point 6 and
 * the radar of point 7). A membership counts from created_at until it ends: a cancellation (at once
 * or at the period's end) or a test-mode membership ends at current_period_end, the moment
 * effectiveMembershipStatus turns it expired. Instants are compared as ISO strings (text on SQLite,
 * timestamptz on PostgreSQL), so one query serves both.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '#server/db/database';
import { listOpenBreaksByFamily } from './terms-queries';

/** When a membership stops counting, or null while it renews. */
const endsAt = sql<
  string | null
>`case when status in ('canceled', 'expired') or cancel_at_period_end = 1 or provider = 'test' then current_period_end end`;

function countWhere(condition: Expression<SqlBool>) {
  return sql<string | number>`sum(case when ${condition} then 1 else 0 end)`;
}

export type PlanMembershipCounts = {
  planId: string;
  /** Members at each boundary instant given, in order. */
  activeAt: number[];
  /** Memberships created in each [from, to) range given. */
  created: number[];
  /** Memberships ending in each [from, to) range given. */
  ended: number[];
};

/**
 * Per plan: members alive at each instant, memberships started and ended in each range. One scan;
 * the end is worked out once per row (a materialized CTE), not once per figure.
 */
export async function countMembershipsByPlan(
  db: Db,
  instants: string[],
  ranges: [string, string][],
): Promise<PlanMembershipCounts[]> {
  let query = db
    .with(
      (cte) => cte('m').materialized(),
      (q) =>
        q
          .selectFrom('memberships')
          .select(['membership_type_id', 'created_at', endsAt.as('ends_at')]),
    )
    .selectFrom('m')
    .select('membership_type_id')
    .groupBy('membership_type_id');
  instants.forEach((instant, i) => {
    query = query.select(
      countWhere(
        sql<SqlBool>`created_at <= ${instant} and (ends_at is null or ends_at > ${instant})`,
      ).as(`a${i}`),
    );
  });
  ranges.forEach(([from, to], i) => {
    query = query
      .select(countWhere(sql<SqlBool>`created_at >= ${from} and created_at < ${to}`).as(`c${i}`))
      .select(countWhere(sql<SqlBool>`ends_at >= ${from} and ends_at < ${to}`).as(`e${i}`));
  });
  const rows = (await query.execute()) as Record<string, string | number | null>[];
  return rows.map((row) => ({
    planId: String(row.membership_type_id),
    activeAt: instants.map((_, i) => Number(row[`a${i}`] ?? 0)),
    created: ranges.map((_, i) => Number(row[`c${i}`] ?? 0)),
    ended: ranges.map((_, i) => Number(row[`e${i}`] ?? 0)),
  }));
}

/** Hours before and after every payment, as the rollup's keys. */
const EARLIEST_HOUR = '0000-01-01T00';
const LATEST_HOUR = '9999-12-31T23';

/** The rollup's key of an instant that falls on a whole UTC hour, as every academy month's start does. */
function hourOf(instant: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:00:00(\.000)?Z$/.test(instant)) {
    throw new Error(`Payment ranges begin on a whole UTC hour, not ${instant}`);
  }
  return instant.slice(0, 13);
}

/**
 * Completed revenue net of refunds (a refund counts in the hour it was made; decision 079) in each of consecutive [from, to) ranges, the total ever, and failed payments
 * per range, from the payments summed per hour (migration 0020): one round trip of range reads on
 * its key, at most one row per hour that saw a payment. The total is what came before the ranges,
 * the ranges and anything after, so every row is read once.
 */
export async function sumPayments(
  db: Db,
  ranges: [string, string][],
  failedRanges: [string, string][],
) {
  const bounds: [string, string][] = [
    [EARLIEST_HOUR, ranges[0] ? hourOf(ranges[0][0]) : LATEST_HOUR],
    ...ranges.map(([from, to]): [string, string] => [hourOf(from), hourOf(to)]),
    [ranges.at(-1) ? hourOf(ranges.at(-1)![1]) : LATEST_HOUR, LATEST_HOUR],
  ];
  const sums = bounds.map(([from, to], i) =>
    sql<
      string | number | null
    >`(select sum(case when status = 'refunded' then -cents else cents end) from payment_hour_totals where status in ('completed', 'refunded') and hour >= ${from} and hour < ${to})`.as(
      `s${i}`,
    ),
  );
  const counts = failedRanges.map(([from, to], i) =>
    sql<
      string | number | null
    >`(select sum(payments) from payment_hour_totals where status = 'failed' and hour >= ${hourOf(from)} and hour < ${hourOf(to)})`.as(
      `f${i}`,
    ),
  );
  const { rows } = await sql<
    Record<string, string | number | null>
  >`select ${sql.join([...sums, ...counts])}`.execute(db);
  const row = rows[0] ?? {};
  const all = bounds.map((_, i) => Number(row[`s${i}`] ?? 0));
  return {
    totalCents: all.reduce((sum, cents) => sum + cents, 0),
    rangeCents: all.slice(1, -1),
    failed: failedRanges.map((_, i) => Number(row[`f${i}`] ?? 0)),
  };
}

export type LiveMembership = {
  userId: string;
  parentName: string;
  email: string;
  planId: string;
  periodEnd: string;
  isCancellationPending: boolean;
  /** A failed payment since `since` with no completed payment after it. */
  hasUnsettledFailedPayment: boolean;
  /** The family's open breaks (decision 042). */
  openBreaks: { startsAt: string; endsAt: string }[];
};

/** Families with a membership that still runs at `now` (active or past due), once each, for the churn radar. */
export async function listLiveMemberships(
  db: Db,
  now: string,
  since: string,
): Promise<LiveMembership[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.status', 'in', ['active', 'past_due'])
    .where('m.current_period_end', '>', now)
    .select([
      'm.user_id',
      'u.name',
      'u.email',
      'm.membership_type_id',
      'm.current_period_end',
      'm.cancel_at_period_end',
    ])
    .execute();
  const payments = await db
    .selectFrom('payments')
    .where('created_at', '>=', since)
    .where('status', 'in', ['failed', 'completed'])
    .select(['user_id', 'status', 'created_at'])
    .execute();
  const lastFailed = new Map<string, number>();
  const lastCompleted = new Map<string, number>();
  for (const p of payments) {
    const map = p.status === 'failed' ? lastFailed : lastCompleted;
    const at = new Date(p.created_at).getTime();
    map.set(p.user_id, Math.max(map.get(p.user_id) ?? 0, at));
  }
  // One row per family, though a family may hold a membership per athlete (decision 040): a pending
  // cancellation, the strongest sign, wins.
  const byFamily = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const seen = byFamily.get(r.user_id);
    if (!seen || (Number(r.cancel_at_period_end) === 1 && Number(seen.cancel_at_period_end) !== 1)) byFamily.set(r.user_id, r);
  }
  const breaks = new Map<string, { startsAt: string; endsAt: string }[]>();
  for (const b of await listOpenBreaksByFamily(db)) {
    breaks.set(b.user_id, [...(breaks.get(b.user_id) ?? []), { startsAt: new Date(b.starts_at).toISOString(), endsAt: new Date(b.ends_at).toISOString() }]);
  }
  return [...byFamily.values()].map((r) => {
    const failedAt = lastFailed.get(r.user_id);
    return {
      userId: r.user_id,
      parentName: r.name,
      email: r.email,
      planId: r.membership_type_id,
      periodEnd: new Date(r.current_period_end).toISOString(),
      isCancellationPending: Number(r.cancel_at_period_end) === 1,
      hasUnsettledFailedPayment:
        failedAt !== undefined && failedAt > (lastCompleted.get(r.user_id) ?? 0),
      openBreaks: breaks.get(r.user_id) ?? [],
    };
  });
}

/**
 * The spec's churn (issue 39, point 3; decision 074), per athlete membership, at `now` in the month
 * starting `monthStart`. Cancelled: a membership the family cancelled or withdrew (status canceled,
 * or the cancel flag set) whose end falls on or after the month's first, still running or already
 * ended. Active: a running membership (active or past due, period not over) with no cancellation.
 */
export async function countSpecChurn(db: Db, monthStart: string, now: string): Promise<{ cancelled: number; active: number }> {
  const row = await db
    .selectFrom('memberships')
    .select([
      countWhere(sql<SqlBool>`(status = 'canceled' or cancel_at_period_end = 1) and current_period_end >= ${monthStart}`).as('cancelled'),
      countWhere(sql<SqlBool>`status in ('active', 'past_due') and cancel_at_period_end = 0 and current_period_end > ${now}`).as('active'),
    ])
    .where('current_period_end', '>=', monthStart)
    .executeTakeFirst();
  return { cancelled: Number(row?.cancelled ?? 0), active: Number(row?.active ?? 0) };
}
