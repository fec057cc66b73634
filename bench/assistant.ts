/**
 * `npm run bench:assistant`: the built-in academy assistant through its HTTP route
 * (POST /api/v1/assistant/messages, Fastify's inject, one request at a time), with 10,000 families
 * holding 20 transcript messages each (200,000 rows), on SQLite and again on PostgreSQL when
 * reachable (TEST_DATABASE_URL). Options: --sqlite-only, --postgres-only.
 *
 * Each request does what a family's question does: the session, the per-family rate limit (one
 * upsert), the safety check, the athletes' names and the membership for the scrubber and
 * suggestsMembership, the last 10 messages, the search, and the question and answer stored in one
 * transaction. The mix: quick questions, free questions that match and questions that do not.
 * Goal (issue 15, Figures): p95 at most 20 ms.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { type Db, isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { ASSISTANT_RATE_LIMIT } from '#shared/assistant/rules';
import { onEachDatabase, openBenchDatabase, summarize, verdict, writeResult } from './support';

const FAMILIES = 10_000;
const MESSAGES_PER_FAMILY = 20;
const ASKERS = 5;
const SAMPLES = 600;
const WARM_UP = 30;
const GOAL_P95_MS = 20;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';

const QUESTIONS: { kind: 'quick' | 'match' | 'unsure'; message: string; context?: Record<string, string> }[] = [
  { kind: 'quick', message: 'How much does it cost?', context: { type: 'pricing' } },
  { kind: 'quick', message: 'What is the training schedule?', context: { type: 'schedule' } },
  { kind: 'quick', message: 'Tell me about membership.', context: { type: 'membership' } },
  { kind: 'match', message: 'What days and times does Leo Martinez train? Call me at (619) 555-7788.' },
  { kind: 'match', message: 'Is there a join fee for the Pro plan?' },
  { kind: 'match', message: 'Where is the field and how do I cancel?' },
  { kind: 'match', message: 'Can we take a summer break of two months?' },
  { kind: 'unsure', message: 'Is there a swimming pool for the parents?' },
  { kind: 'unsure', message: 'My kid is sick, can he miss practice this week?' },
];

async function seedTranscripts(db: Db): Promise<void> {
  const verified = isPostgres(db) ? true : 1;
  const now = Date.now();
  for (let start = 0; start < FAMILIES; start += 500) {
    const ids = Array.from({ length: Math.min(500, FAMILIES - start) }, (_, k) => start + k);
    const at = new Date(now - 86_400_000).toISOString();
    await db
      .insertInto('users')
      .values(ids.map((i) => ({ id: `fam-${i}`, name: `Parent ${i}`, email: `family-${i}@example.com`, email_verified: verified, role: 'parent', created_at: at, updated_at: at })))
      .execute();
    const rows = ids.flatMap((i) =>
      Array.from({ length: MESSAGES_PER_FAMILY }, (_, k) => ({
        id: timeOrderedId(now - (MESSAGES_PER_FAMILY - k) * 60_000),
        family_id: `fam-${i}`,
        is_ai: k % 2,
        content: k % 2 ? 'Training is Friday to Sunday, 4:00–5:00 PM Pacific Time.' : 'When is training?',
        source: k % 2 ? 'built-in' : 'family',
        created_at: at,
      })),
    );
    for (let r = 0; r < rows.length; r += 1000) await db.insertInto('assistant_messages').values(rows.slice(r, r + 1000)).execute();
  }
}

/** A confirmed, signed-in parent with two athletes (their names are scrubbed from every question). */
async function signedInParent(app: FastifyInstance, db: Db, n: number): Promise<string> {
  await db.deleteFrom('rate_limits').execute();
  const email = `bench-assistant-${n}-${Date.now()}@example.com`;
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: { name: 'Bench Parent', email, password: PASSWORD } });
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db
    .insertInto('athletes')
    .values([
      { id: `bench-athlete-${n}-1`, parent_id: user.id, name: 'Leo Martinez', date_of_birth: '2015-04-12', birth_year: 2015 },
      { id: `bench-athlete-${n}-2`, parent_id: user.id, name: 'Mia Martinez', date_of_birth: '2016-09-01', birth_year: 2016 },
    ])
    .execute();
  return confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
}

async function benchAssistant(app: FastifyInstance, db: Db, label: string) {
  const cookies: string[] = [];
  for (let n = 0; n < ASKERS; n += 1) cookies.push(await signedInParent(app, db, n));
  const byKind: Record<string, number[]> = { quick: [], match: [], unsure: [] };
  const all: number[] = [];
  for (let i = 0; i < SAMPLES + WARM_UP; i += 1) {
    // Stay inside the per-family limit without changing what a request does: reset the counters
    // between rounds, outside the timing.
    if (i % (ASSISTANT_RATE_LIMIT.max * ASKERS) === 0) await db.deleteFrom('throttles').where('key', 'like', 'assistant:%').execute();
    const question = QUESTIONS[i % QUESTIONS.length]!;
    const cookie = cookies[i % ASKERS]!;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages',
      headers: { cookie, origin: ORIGIN },
      payload: { message: question.message, context: question.context ?? {} },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`the assistant answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= WARM_UP) {
      all.push(ms);
      byKind[question.kind]!.push(ms);
    }
  }
  const overall = summarize(all);
  console.info(`\n[${label}] ${FAMILIES} families, ${FAMILIES * MESSAGES_PER_FAMILY} stored messages, ${SAMPLES} questions`);
  for (const [kind, latencies] of Object.entries(byKind)) {
    const s = summarize(latencies);
    console.info(`  ${kind.padEnd(6)} questions   p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms`);
  }
  console.info(`  -> built-in assistant answer p95 ${overall.p95} ms (goal <= ${GOAL_P95_MS} ms): ${verdict(overall.p95 <= GOAL_P95_MS)}`);
  return { overall, byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summarize(v)])), goalP95Ms: GOAL_P95_MS, verdict: verdict(overall.p95 <= GOAL_P95_MS) };
}

async function run(label: string, databaseUrl: string) {
  // The built-in assistant is what this bench measures, whatever the shell has set.
  const { config, database } = await openBenchDatabase(databaseUrl, { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, OPENAI_MODEL: undefined });
  try {
    await seedTranscripts(database.db);
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      return { database: label, assistant: await benchAssistant(app, database.db, label) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('assistant', run);
  console.info(`\nresults: ${writeResult('assistant', results)}`);
  if (results.some((r) => r.assistant.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
