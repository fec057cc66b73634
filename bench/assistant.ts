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
 *
 * First, the safeguarding check on its own (issue 37, Figures: it adds at most 2 ms p95 to an
 * answer): checkSafety on 5,000 messages of 20 to 500 characters, each one new (sentences families
 * write, now and then a disclosure, and made-up words, so no word is remembered from before).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { type Db, isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { ASSISTANT_LIMITS, ASSISTANT_RATE_LIMIT } from '#shared/assistant/rules';
import { checkSafety } from '#shared/assistant/safety';
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

/** What families write, and now and then a disclosure (a flagged message stops at its first match). */
const ORDINARY_SENTENCES = [
  'What days and times does Leo train?',
  'My son hurt his ankle at practice, can he still come on Saturday?',
  'we are going to kill it at the tournament',
  'he is dying to play in the Pro group',
  'Can I pause the membership for two months over the summer?',
  'the coach kicked the ball over the fence',
  // Many families write in Spanish: the Spanish patterns read every message too.
  '¿Cuánto cuesta el plan Pro para dos hermanos?',
  'mi hijo se lastimó el tobillo jugando, ¿puede entrenar el sábado?',
  'el entrenador le pegó muy fuerte al balón',
];
const CONCERNING_SENTENCES = ['my son wants to hurt himself', 'a coach touched my son inapropriately', 'the older boys make fun of him every practice', 'i havent eaten in 2 days', 'mi hijo dice que se quiere morir', 'un señor le escribe a mi hija por whatsapp'];
const SAFETY_SAMPLES = 5_000;
/** Regular expressions are compiled, then tiered up by V8, on their first uses: a server does that once. */
const SAFETY_WARM_UP = 500;
const SAFETY_GOAL_P95_MS = 2;

/** A small seeded generator: the same messages on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The safeguarding check's own time per message: it runs once per answer, before anything else. */
function benchSafetyCheck() {
  const random = seeded(37);
  const pick = (list: string[]) => list[Math.floor(random() * list.length)]!;
  const word = () => Array.from({ length: 4 + Math.floor(random() * 9) }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  const sentence = () => pick(random() < 0.05 ? CONCERNING_SENTENCES : ORDINARY_SENTENCES);
  const messages = Array.from({ length: SAFETY_SAMPLES + SAFETY_WARM_UP }, () => {
    const length = 20 + Math.floor(random() * (ASSISTANT_LIMITS.messageMaxLength - 20));
    let text = '';
    while (text.length < length) text += random() < 0.3 ? `${sentence()} ` : `${word()} `;
    return text.slice(0, length);
  });
  const all: number[] = [];
  const notFlagged: number[] = [];
  messages.forEach((message, i) => {
    const started = performance.now();
    const concern = checkSafety(message);
    const ms = performance.now() - started;
    if (i < SAFETY_WARM_UP) return;
    all.push(ms);
    if (!concern) notFlagged.push(ms);
  });
  const s = summarize(all);
  const clear = summarize(notFlagged);
  const ok = s.p95 <= SAFETY_GOAL_P95_MS && clear.p95 <= SAFETY_GOAL_P95_MS;
  console.info(`\n[safety check] ${SAFETY_SAMPLES} new messages of 20-${ASSISTANT_LIMITS.messageMaxLength} characters, ${all.length - notFlagged.length} flagged`);
  console.info(`  not flagged (every pattern read)  p50 ${clear.p50} ms  p95 ${clear.p95} ms  p99 ${clear.p99} ms`);
  console.info(`  -> safety check per answer p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms (goal p95 <= ${SAFETY_GOAL_P95_MS} ms): ${verdict(ok)}`);
  return { all: s, notFlagged: clear, goalP95Ms: SAFETY_GOAL_P95_MS, verdict: verdict(ok) };
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
  const safetyCheck = benchSafetyCheck();
  console.info(`safety check: ${writeResult('assistant-safety', safetyCheck)}`);
  const results = await onEachDatabase('assistant', run);
  console.info(`\nresults: ${writeResult('assistant', results)}`);
  if (results.some((r) => r.assistant.verdict === 'FAIL') || safetyCheck.verdict === 'FAIL') process.exitCode = 1;
}

void main();
