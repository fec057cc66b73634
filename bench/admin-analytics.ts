/**
 * `npm run bench:admin-analytics`: the admin Overview tab's reads at academy scale, on SQLite and
 * again on PostgreSQL when reachable (TEST_DATABASE_URL). Options: --sqlite-only.
 * Seeds 10,000 families (1 or 2 athletes each), a membership for 8 in 10 of them over 14 months (a
 * tenth cancelled, some annual), 100,000 payments (3% failed), 200,000 XP rows over 5 weeks and
 * 50,000 staff messages (on PostgreSQL vacuumed and analysed, as autovacuum would); then times GET /api/v1/admin/analytics (goal p95 <= 50 ms) and, for the
 * record, GET /api/v1/admin/radar, through the whole app (Fastify's inject), one at a time.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#server/app';
import { type Db, isPostgres } from '#server/db/database';
import { monthStart, weekStart } from '#shared/progress/time';
import { onEachDatabase, openBenchDatabase, summarize, verdict, writeResult } from './support';

const FAMILIES = 10_000;
const PAYMENTS = 100_000;
const XP_ROWS = 200_000;
const MESSAGES = 50_000;
const SAMPLES = 200;
const GOAL_MS = 50;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';
const DAY_MS = 86_400_000;
const PLANS = ['core-monthly', 'core-monthly', 'pro-monthly', 'core-annual', 'pro-annual'] as const;
const BATCH = 1_000;

async function inBatches<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)));
  }
}

async function seed(db: Db): Promise<void> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const verified = isPostgres(db) ? true : 1;
  await inBatches(
    FAMILIES,
    (i) => ({
      id: `fam-${i}`,
      name: `Parent ${i}`,
      email: `family-${i}@example.com`,
      email_verified: verified,
      role: 'parent',
      created_at: iso(now - 430 * DAY_MS),
      updated_at: iso(now),
    }),
    (rows) => db.insertInto('users').values(rows).execute(),
  );
  const athletes = Array.from({ length: FAMILIES }, (_, i) =>
    Array.from({ length: 1 + (i % 2) }, (__, k) => `ath-${i}-${k}`),
  ).flat();
  await inBatches(
    athletes.length,
    (n) => {
      const [, i] = athletes[n]!.split('-');
      return {
        id: athletes[n]!,
        parent_id: `fam-${i}`,
        name: `Kid ${n}`,
        date_of_birth: '2015-04-12',
        birth_year: 2015,
        created_at: iso(now - 400 * DAY_MS),
      };
    },
    (rows) => db.insertInto('athletes').values(rows).execute(),
  );
  await inBatches(
    athletes.length,
    (n) => ({
      athlete_id: athletes[n]!,
      current_streak: n % 7,
      longest_streak: 9,
      last_activity_date: iso(now - (n % 45) * DAY_MS).slice(0, 10),
    }),
    (rows) => db.insertInto('athlete_progress').values(rows).execute(),
  );
  const members = Array.from({ length: FAMILIES }, (_, i) => i).filter((i) => i % 5 !== 4);
  await inBatches(
    members.length,
    (n) => {
      const i = members[n]!;
      const created = now - ((i * 37) % 420) * DAY_MS;
      const isCancelled = i % 10 === 3;
      return {
        id: `mem-${i}`,
        user_id: `fam-${i}`,
        membership_type_id: PLANS[i % PLANS.length]!,
        status: isCancelled ? ('canceled' as const) : ('active' as const),
        sessions_remaining: 8,
        current_period_start: iso(now - 10 * DAY_MS),
        current_period_end: iso(isCancelled ? now - ((i * 13) % 300) * DAY_MS : now + 20 * DAY_MS),
        cancel_at_period_end: i % 25 === 1 ? 1 : 0,
        provider: 'stripe',
        created_at: iso(created),
      };
    },
    (rows) => db.insertInto('memberships').values(rows).execute(),
  );
  await inBatches(
    PAYMENTS,
    (n) => ({
      id: `pay-${n}`,
      user_id: `fam-${members[n % members.length]!}`,
      payment_type: 'subscription',
      description: 'Membership',
      amount_cents: n % 4 ? 30_000 : 37_500,
      status: n % 33 === 0 ? ('failed' as const) : ('completed' as const),
      provider: 'stripe',
      provider_reference: `ref-${n}`,
      created_at: iso(now - ((n * 7919) % (420 * 24)) * 3_600_000),
    }),
    (rows) => db.insertInto('payments').values(rows).execute(),
  );
  await inBatches(
    XP_ROWS,
    (n) => ({
      id: `xp-${n}`,
      athlete_id: athletes[(n * 31) % athletes.length]!,
      amount: 10 + (n % 40),
      reason: 'Lesson',
      reference_type: 'lesson',
      reference_id: `r-${n}`,
      created_at: iso(now - ((n * 104_729) % (35 * 24 * 60)) * 60_000),
    }),
    (rows) => db.insertInto('xp_transactions').values(rows).execute(),
  );
  // The week's and month's totals the progress service keeps with every award (the triggers fill
  // the histograms the Overview reads).
  const totals = new Map<string, number>();
  for (let n = 0; n < XP_ROWS; n++) {
    const at = new Date(now - ((n * 104_729) % (35 * 24 * 60)) * 60_000);
    for (const key of [`week|${weekStart(at)}`, `month|${monthStart(at)}`]) {
      const athleteKey = `${key}|${athletes[(n * 31) % athletes.length]!}`;
      totals.set(athleteKey, (totals.get(athleteKey) ?? 0) + 10 + (n % 40));
    }
  }
  const totalRows = [...totals];
  await inBatches(
    totalRows.length,
    (n) => {
      const [key, xp] = totalRows[n]!;
      const [periodType, periodStart, athleteId] = key.split('|') as ['week' | 'month', string, string];
      return { period_type: periodType, period_start: periodStart, athlete_id: athleteId, xp };
    },
    (rows) => db.insertInto('xp_period_totals').values(rows).execute(),
  );
  // Staff messages in each family's support thread; a thread's first message is its oldest.
  const messageAt = (n: number) => iso(now - (n % 400) * DAY_MS);
  const familyOf = (n: number) => `fam-${(n * 7) % FAMILIES}`;
  const firstAt = new Map<string, string>();
  for (let n = 0; n < MESSAGES; n += 1) {
    const at = messageAt(n);
    const known = firstAt.get(familyOf(n));
    if (!known || at < known) firstAt.set(familyOf(n), at);
  }
  const threads = [...firstAt];
  await inBatches(
    threads.length,
    (n) => {
      const [familyId, first] = threads[n]!;
      return { id: `conv-${familyId}`, family_id: familyId, kind: 'support' as const, created_at: first, first_message_at: first, last_message_at: first };
    },
    (rows) => db.insertInto('conversations').values(rows).execute(),
  );
  await inBatches(
    MESSAGES,
    (n) => ({
      id: `msg-${n}`,
      conversation_id: `conv-${familyOf(n)}`,
      family_id: familyOf(n),
      author_role: 'staff' as const,
      author_id: null,
      author_name: 'Coach',
      subject: 'Hello',
      body: 'See you Saturday',
      created_at: messageAt(n),
    }),
    (rows) => db.insertInto('messages').values(rows).execute(),
  );
  if (isPostgres(db)) {
    for (const table of ['users', 'athletes', 'athlete_progress', 'memberships', 'payments', 'xp_transactions', 'xp_period_totals', 'xp_period_histogram', 'conversations', 'messages']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}

/** A confirmed, signed-in admin. */
async function signedInAdmin(app: FastifyInstance, db: Db): Promise<string> {
  const email = `bench-admin-${Date.now()}@example.com`;
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: 'Bench Admin', email, password: PASSWORD },
  });
  const link = await db
    .selectFrom('outbox')
    .select('links')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  await db.updateTable('users').set({ role: 'admin' }).where('email', '=', email).execute();
  return confirm.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

async function timed(
  app: FastifyInstance,
  cookie: string,
  url: string,
  samples: number,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + 10; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= 10) latencies.push(ms);
  }
  return latencies;
}

/** The Overview tab: the academy's numbers (goal p95 <= 50 ms) and the churn radar (recorded). */
async function benchAnalytics(app: FastifyInstance, db: Db, label: string) {
  const cookie = await signedInAdmin(app, db);
  const analytics = summarize(await timed(app, cookie, '/api/v1/admin/analytics', SAMPLES));
  const radar = summarize(await timed(app, cookie, '/api/v1/admin/radar', 30));
  const atRisk = (
    (
      await app.inject({ method: 'GET', url: '/api/v1/admin/radar', headers: { cookie } })
    ).json() as { families: unknown[] }
  ).families.length;
  console.info(
    `\n[${label}] ${FAMILIES} families, ${PAYMENTS} payments, ${XP_ROWS} XP rows, ${MESSAGES} messages`,
  );
  console.info(
    `  analytics  p50 ${analytics.p50} ms  p95 ${analytics.p95} ms  (goal p95 <= ${GOAL_MS} ms): ${verdict(analytics.p95 <= GOAL_MS)}`,
  );
  console.info(
    `  radar      p50 ${radar.p50} ms  p95 ${radar.p95} ms  (${atRisk} families at risk; no goal set)`,
  );
  return { analytics, analyticsVerdict: verdict(analytics.p95 <= GOAL_MS), radar, atRisk };
}

async function run(label: string, databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl);
  try {
    const seeding = performance.now();
    await seed(database.db);
    console.info(`[${label}] seeded in ${Math.round(performance.now() - seeding)} ms`);
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      return {
        database: label,
        families: FAMILIES,
        payments: PAYMENTS,
        ...(await benchAnalytics(app, database.db, label)),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('analytics', run);
  console.info(`\nresults: ${writeResult('admin-analytics', results)}`);
  if (results.some((r) => r.analyticsVerdict === 'FAIL')) process.exitCode = 1;
}

void main();
