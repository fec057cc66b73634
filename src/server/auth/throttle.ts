/**
 * Fixed-window counters in the database, so every app instance shares them: "at most N per
 * window for this key". One atomic upsert per check.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type ThrottleRule = { windowMs: number; max: number };
export type ThrottleResult = {
  isAllowed: boolean;
  retryAfterSeconds: number;
  /** The count after this one, and the window it belongs to (to refund it: refundThrottles). */
  count: number;
  windowStart: number;
};

export async function consumeThrottle(db: Db, key: string, rule: ThrottleRule, now = Date.now()): Promise<ThrottleResult> {
  const expired = now - rule.windowMs;
  const row = await sql<{ count: number; window_start: number }>`
    insert into throttles (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when throttles.window_start <= ${expired} then 1 else throttles.count + 1 end,
      window_start = case when throttles.window_start <= ${expired} then ${now} else throttles.window_start end
    returning count, window_start`.execute(db);
  const { count, window_start } = row.rows[0]!;
  const windowStart = Number(window_start);
  return {
    isAllowed: Number(count) <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
    count: Number(count),
    windowStart,
  };
}

/**
 * Several counters in one statement (one write, one commit): e.g. per address and IP, and per IP.
 * Returns each key's result in the order given.
 */
export async function consumeThrottles(
  db: Db,
  checks: { key: string; rule: ThrottleRule }[],
  now = Date.now(),
): Promise<ThrottleResult[]> {
  const windowMs = Math.max(...checks.map((c) => c.rule.windowMs));
  if (checks.some((c) => c.rule.windowMs !== windowMs)) {
    return Promise.all(checks.map((c) => consumeThrottle(db, c.key, c.rule, now)));
  }
  const expired = now - windowMs;
  const values = sql.join(checks.map((c) => sql`(${c.key}, 1, ${now})`));
  const rows = await sql<{ key: string; count: number; window_start: number }>`
    insert into throttles (key, count, window_start) values ${values}
    on conflict (key) do update set
      count = case when throttles.window_start <= ${expired} then 1 else throttles.count + 1 end,
      window_start = case when throttles.window_start <= ${expired} then ${now} else throttles.window_start end
    returning key, count, window_start`.execute(db);
  const byKey = new Map(rows.rows.map((r) => [r.key, r]));
  return checks.map((c) => {
    const row = byKey.get(c.key)!;
    const windowStart = Number(row.window_start);
    return {
      isAllowed: Number(row.count) <= c.rule.max,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + c.rule.windowMs - now) / 1000)),
      count: Number(row.count),
      windowStart,
    };
  });
}

/**
 * Gives back counts taken by consumeThrottles, for attempts that turned out not to count (a correct
 * password). Only within the same window: a count from an ended window is already gone.
 */
export async function refundThrottles(db: Db, taken: { key: string; windowStart: number }[]): Promise<void> {
  for (const { key, windowStart } of taken) {
    await db
      .updateTable('throttles')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('count', '>', 0)
      .execute();
  }
}

/** Removes counters whose window ended long ago (run now and then; the table stays small). */
export async function pruneThrottles(db: Db, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.deleteFrom('throttles').where('window_start', '<', now - olderThanMs).execute();
}
