/**
 * `npm run bench:attention`: "Needs attention" at academy scale (issue 39, point 1, Figures), on
 * SQLite and again on PostgreSQL when reachable (TEST_DATABASE_URL). Options: --sqlite-only.
 * Seeds 10,000 families with their support and coach threads and 500,000 messages (a tenth of the
 * threads waiting for staff), 100,000 payments (one in 40 failed, some of them later paid), a
 * membership per family (3% in grace), 2,000 applications (a tenth new), 300 safety cases (a tenth
 * open) and 600 departures (half still pending). Then GET /api/v1/staff/attention as an admin (every
 * section) and as a coach, through the whole app: goal p95 <= 20 ms on SQLite.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { insertInBatches, onEachDatabase, openBenchDatabase, seedBenchFamilies, settleAfterLoad, signedInStaff, summarize, timedGets, verdict, writeResult } from './support';

const FAMILIES = 10_000;
const MESSAGES = 500_000;
const PAYMENTS = 100_000;
const APPLICATIONS = 2_000;
const CASES = 300;
const DEPARTURES = 600;
const SAMPLES = 300;
const GOAL_MS = 20;
const DAY_MS = 86_400_000;
const BATCH = 1_000;

async function seed(db: Db): Promise<void> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  await seedBenchFamilies(db, FAMILIES, now, 400);

  // Threads and messages: 25 a thread, alternating; a tenth of the threads end with the family (waiting).
  const perThread = MESSAGES / (FAMILIES * 2);
  const conversations: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  const flush = async (force = false) => {
    if (!force && messages.length < BATCH * 5) return;
    if (conversations.length) await db.insertInto('conversations').values(conversations.splice(0) as never).execute();
    while (messages.length) await db.insertInto('messages').values(messages.splice(0, BATCH) as never).execute();
  };
  for (let t = 0; t < FAMILIES * 2; t += 1) {
    const familyId = `fam-${t >> 1}`;
    const kind = t % 2 ? 'coach' : 'support';
    const id = timeOrderedId(now - 200 * DAY_MS);
    const isWaiting = t % 10 === 3;
    const start = now - 180 * DAY_MS + (t % 1000) * 60_000;
    let lastId = '';
    for (let m = 0; m < perThread; m += 1) {
      const at = start + m * 3 * 3_600_000 + (isWaiting && m === perThread - 1 ? (t % 97) * 60_000 : 0);
      const isFamily = isWaiting && m === perThread - 1 ? true : m % 2 === 0;
      lastId = timeOrderedId(at);
      messages.push({
        id: lastId,
        conversation_id: id,
        family_id: familyId,
        author_role: isFamily ? 'family' : 'staff',
        author_id: isFamily ? familyId : null,
        author_name: isFamily ? 'Parent' : 'Coach Ana',
        subject: null,
        body: isFamily ? 'Is practice still on for Thursday at 5?' : 'Yes, see you on the field.',
        created_at: iso(at),
      });
    }
    const last = start + (perThread - 1) * 3 * 3_600_000 + (isWaiting ? (t % 97) * 60_000 : 0);
    conversations.push({
      id,
      family_id: familyId,
      kind,
      created_at: iso(start),
      first_message_at: iso(start),
      last_message_at: iso(last),
      last_message_id: lastId,
      family_last_read_id: lastId,
      family_last_read_at: iso(last),
      staff_waiting_since: isWaiting ? iso(last) : null,
    });
    await flush();
  }
  await flush(true);

  await insertInBatches(
    FAMILIES,
    (i) => ({
      id: `mem-${i}`,
      user_id: `fam-${i}`,
      membership_type_id: i % 2 ? 'pro-monthly' : 'core-annual',
      status: i % 33 === 5 ? ('past_due' as const) : i % 10 === 7 ? ('canceled' as const) : ('active' as const),
      current_period_start: iso(now - 10 * DAY_MS),
      current_period_end: iso(now + 20 * DAY_MS),
      provider: 'test',
      created_at: iso(now - ((i * 37) % 400) * DAY_MS),
      updated_at: iso(now - (i % 30) * DAY_MS),
    }),
    (rows) => db.insertInto('memberships').values(rows as never).execute(),
  );
  await insertInBatches(
    PAYMENTS,
    (n) => ({
      id: `pay-${n}`,
      user_id: `fam-${n % FAMILIES}`,
      payment_type: 'subscription',
      description: 'Membership',
      amount_cents: 9_900,
      status: n % 40 === 0 ? ('failed' as const) : ('completed' as const),
      provider: 'test',
      provider_reference: `ref-${n}`,
      created_at: iso(now - ((n * 7919) % (400 * 24)) * 3_600_000),
    }),
    (rows) => db.insertInto('payments').values(rows).execute(),
  );
  await insertInBatches(
    APPLICATIONS,
    (n) => ({
      id: `app-${n}`,
      player_name: `Player ${n}`,
      player_age: 10,
      parent_name: `Applicant ${n}`,
      email: `applicant-${n}@example.com`,
      phone: '858 555 0101',
      experience: 'beginner',
      commitment: 'seasonal',
      message: 'Hello',
      status: n % 10 === 0 ? 'new' : 'contacted',
      created_at: iso(now - (n % 300) * DAY_MS),
    }),
    (rows) => db.insertInto('applications').values(rows).execute(),
  );
  await insertInBatches(
    CASES,
    (n) => {
      const at = iso(now - (n % 200) * DAY_MS);
      return { id: timeOrderedId(now - (n % 200) * DAY_MS), family_id: `fam-${n * 7}`, family_ref: `F-${n}`, concern: 'bullying', state: n % 10 === 0 ? ('open' as const) : ('closed' as const), created_at: at, updated_at: at };
    },
    (rows) => db.insertInto('safety_cases').values(rows).execute(),
  );
  await insertInBatches(
    DEPARTURES,
    (n) => ({
      membership_id: `mem-${n * 11}`,
      family_id: `fam-${n * 11}`,
      kind: n % 3 ? ('cancel' as const) : ('withdraw' as const),
      reason: 'moving',
      asked_at: iso(now - (n % 60) * DAY_MS),
      effective_at: iso(n % 2 ? now + (n % 30) * DAY_MS + DAY_MS : now - (n % 30) * DAY_MS - DAY_MS),
    }),
    (rows) => db.insertInto('membership_departures').values(rows).execute(),
  );
  await settleAfterLoad(db, ['users', 'conversations', 'messages', 'memberships', 'payments', 'applications', 'safety_cases', 'membership_departures']);
}

async function timed(app: FastifyInstance, cookie: string): Promise<{ latencies: number[]; total: number }> {
  const { latencies, lastBody } = await timedGets(app, cookie, '/api/v1/staff/attention', SAMPLES, 20);
  return { latencies, total: (JSON.parse(lastBody) as { total: number }).total };
}

async function run(label: 'sqlite' | 'postgres', databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl, { TRUST_PROXY: 'true' });
  try {
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const admin = await signedInStaff(app, database.db, { role: 'admin', ip: '10.9.0.1' });
      const coach = await signedInStaff(app, database.db, { role: 'coach', ip: '10.9.0.2' });
      const seeding = performance.now();
      await seed(database.db);
      console.info(`[${label}] seeded in ${Math.round(performance.now() - seeding)} ms`);
      const asAdmin = await timed(app, admin);
      const asCoach = await timed(app, coach);
      const adminStats = summarize(asAdmin.latencies);
      const coachStats = summarize(asCoach.latencies);
      const ok = adminStats.p95 <= GOAL_MS;
      console.info(`\n[${label}] ${FAMILIES} families, ${MESSAGES} messages, ${PAYMENTS} payments`);
      console.info(`  needs attention, admin (${asAdmin.total} items)  p50 ${adminStats.p50} ms  p95 ${adminStats.p95} ms  (goal p95 <= ${GOAL_MS} ms${label === 'sqlite' ? '' : ', set for SQLite'}): ${verdict(ok)}`);
      console.info(`  needs attention, coach (${asCoach.total} items)  p50 ${coachStats.p50} ms  p95 ${coachStats.p95} ms`);
      return { database: label, families: FAMILIES, messages: MESSAGES, payments: PAYMENTS, admin: { ...adminStats, items: asAdmin.total }, coach: { ...coachStats, items: asCoach.total }, verdict: verdict(ok) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('attention', run);
  console.info(`\nresults: ${writeResult('attention', results)}`);
  if (results.some((r) => r.database === 'sqlite' && r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
