/**
 * `npm run bench:messaging`: conversations at academy scale (issue 15, Figures), on SQLite and again
 * on PostgreSQL when reachable (TEST_DATABASE_URL). Options: --sqlite-only.
 * Seeds 10,000 families, each with its support and coach threads, and 500,000 messages (about 50 a
 * family, a tenth of the threads waiting for staff); 20 families signed in through the real auth path
 * hold their share, one of them a 200-message support thread. Then, through the whole app:
 *  - the conversation list (GET /api/v1/conversations), rotating families: goal p95 <= 10 ms;
 *  - opening the 200-message thread (its newest page, as the page does): goal p95 <= 10 ms; and, for
 *    the record, reading all 200 messages (two pages of 100);
 *  - a staff reply reaching the family's open event stream (real HTTP, 20 streams open), from the
 *    request's start to the event's arrival: goal p95 <= 50 ms.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { type Db, isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { onEachDatabase, openBenchDatabase, summarize, verdict, writeResult, settleAfterLoad } from './support';

const FAMILIES = 10_000;
const MESSAGES = 500_000;
const SIGNED_IN = 20;
const BIG_THREAD = 200;
const SAMPLES = 300;
const DELIVERIES = 200;
const LIST_GOAL_MS = 10;
const THREAD_GOAL_MS = 10;
const DELIVERY_GOAL_MS = 50;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';
const DAY_MS = 86_400_000;
const BATCH = 1_000;

type Family = { id: string; cookie: string };

async function inBatches<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)));
}

/** A confirmed, signed-in account made through the real auth path. */
async function signUp(app: FastifyInstance, db: Db, name: string, role = 'parent'): Promise<Family> {
  const email = `${name}-${Date.now()}@example.com`;
  // Each family from its own address, as families are: sign-up is rate-limited per address.
  const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN, 'x-forwarded-for': ip }, payload: { name, email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const user = await db.updateTable('users').set({ role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
  const cookie = confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
  return { id: user.id, cookie };
}

/**
 * Every family's two threads and its messages: oldest first, alternating family and staff, the last
 * one from the family in a tenth of the threads (waiting), read up to the middle.
 */
async function seed(db: Db, signedIn: Family[]): Promise<string> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const verified = isPostgres(db) ? true : 1;
  await inBatches(
    FAMILIES,
    (i) => ({ id: `fam-${i}`, name: `Parent ${i}`, email: `family-${i}@example.com`, email_verified: verified, role: 'parent', created_at: iso(now - 400 * DAY_MS), updated_at: iso(now) }),
    (rows) => db.insertInto('users').values(rows).execute(),
  );
  const families = [...signedIn.map((f) => f.id), ...Array.from({ length: FAMILIES }, (_, i) => `fam-${i}`)];
  const perThread = new Map<string, number>();
  // The first signed-in family's support thread holds exactly 200; the rest share the remainder.
  const rest = MESSAGES - BIG_THREAD;
  const threads = families.flatMap((familyId) => (['support', 'coach'] as const).map((kind) => ({ familyId, kind })));
  const others = threads.length - 1;
  threads.forEach((t, i) => perThread.set(`${t.familyId}|${t.kind}`, i === 0 ? BIG_THREAD : Math.floor(rest / others) + (i - 1 < rest % others ? 1 : 0)));

  let bigThread = '';
  const conversations: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  // A thread goes in before its messages (they reference it).
  const flush = async (force = false) => {
    if (!force && conversations.length < BATCH && messages.length < BATCH) return;
    if (conversations.length) await db.insertInto('conversations').values(conversations.splice(0) as never).execute();
    while (messages.length >= BATCH || (force && messages.length)) await db.insertInto('messages').values(messages.splice(0, BATCH) as never).execute();
  };
  for (let t = 0; t < threads.length; t += 1) {
    const { familyId, kind } = threads[t]!;
    const count = perThread.get(`${familyId}|${kind}`)!;
    const id = timeOrderedId(now - 200 * DAY_MS);
    if (t === 0) bigThread = id;
    const isWaiting = t % 10 === 3;
    const start = now - 180 * DAY_MS + (t % 1000) * 60_000;
    const ids: string[] = [];
    for (let m = 0; m < count; m += 1) {
      const at = start + m * 3 * 3600_000;
      const isFamily = isWaiting && m === count - 1 ? true : m % 2 === 0;
      const messageId = timeOrderedId(at);
      ids.push(messageId);
      messages.push({
        id: messageId,
        conversation_id: id,
        family_id: familyId,
        author_role: isFamily ? 'family' : 'staff',
        author_id: isFamily ? familyId : null,
        author_name: isFamily ? 'Parent' : 'Coach Ana',
        subject: null,
        body: isFamily ? 'Is practice still on for Thursday at 5?' : 'Yes, see you on the field. Bring water and shin guards.',
        created_at: iso(at),
      });
    }
    const last = start + (count - 1) * 3 * 3600_000;
    conversations.push({
      id,
      family_id: familyId,
      kind,
      created_at: iso(start),
      first_message_at: count ? iso(start) : null,
      last_message_at: count ? iso(last) : null,
      last_message_id: ids.at(-1) ?? null,
      family_last_read_id: ids[Math.floor(count / 2)] ?? null,
      family_last_read_at: count ? iso(last) : null,
      staff_waiting_since: isWaiting && count ? iso(last) : null,
    });
    await flush();
  }
  await flush(true);
  await settleAfterLoad(db, ['users', 'conversations', 'messages']);
  return bigThread;
}

async function timed(app: FastifyInstance, samples: number, request: (i: number) => { url: string; cookie: string }): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const { url, cookie } = request(i);
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= 20) latencies.push(ms);
  }
  return latencies;
}

/** An open event stream over real HTTP that resolves a waiter on each 'messages' event. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const state: { waiter: ((at: number) => void) | null } = { waiter: null };
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (decoder.decode(chunk).includes('event: messages')) {
          const at = performance.now();
          state.waiter?.(at);
          state.waiter = null;
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    next: () => new Promise<number>((resolve) => (state.waiter = resolve)),
    close: () => controller.abort(),
  };
}

async function run(label: string, databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl, { TRUST_PROXY: 'true' });
  try {
    const app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const signedIn: Family[] = [];
      for (let i = 0; i < SIGNED_IN; i += 1) signedIn.push(await signUp(app, database.db, `bench-family-${i}`));
      const coach = await signUp(app, database.db, 'bench-coach', 'coach');
      const seeding = performance.now();
      const bigThread = await seed(database.db, signedIn);
      console.info(`[${label}] seeded ${FAMILIES + SIGNED_IN} families and ${MESSAGES} messages in ${Math.round(performance.now() - seeding)} ms`);
      const big = signedIn[0]!;

      const list = summarize(await timed(app, SAMPLES, (i) => ({ url: '/api/v1/conversations', cookie: signedIn[i % SIGNED_IN]!.cookie })));
      const open = summarize(await timed(app, SAMPLES, () => ({ url: `/api/v1/conversations/${bigThread}/messages`, cookie: big.cookie })));
      const cursorPage = (await app.inject({ method: 'GET', url: `/api/v1/conversations/${bigThread}/messages?limit=100`, headers: { cookie: big.cookie } })).json() as { nextCursor: string };
      const whole = summarize(
        await timed(app, 100, (i) => ({ url: `/api/v1/conversations/${bigThread}/messages?limit=100${i % 2 ? `&cursor=${cursorPage.nextCursor}` : ''}`, cookie: big.cookie })),
      );

      // Delivery: staff reply into a family's thread; the family's stream (one of 20 open) hears it.
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const streams = await Promise.all(signedIn.map((f) => openStream(baseUrl, f.cookie)));
      const supportOf = new Map<string, string>();
      for (const f of signedIn) {
        const row = await database.db.selectFrom('conversations').select('id').where('family_id', '=', f.id).where('kind', '=', 'support').executeTakeFirstOrThrow();
        supportOf.set(f.id, row.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const deliveries: number[] = [];
      for (let i = 0; i < DELIVERIES + 10; i += 1) {
        const k = i % SIGNED_IN;
        const arrived = streams[k]!.next();
        const started = performance.now();
        const res = await app.inject({ method: 'POST', url: `/api/v1/staff/conversations/${supportOf.get(signedIn[k]!.id)}/messages`, headers: { cookie: coach.cookie, origin: ORIGIN }, payload: { body: `Reply ${i}` } });
        if (res.statusCode !== 201) throw new Error(`reply answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        const at = await Promise.race([arrived, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000))]);
        if (i >= 10) deliveries.push(at - started);
      }
      for (const s of streams) s.close();
      const delivery = summarize(deliveries);

      console.info(`\n[${label}] ${FAMILIES + SIGNED_IN} families, ${MESSAGES} messages`);
      console.info(`  conversation list      p50 ${list.p50} ms  p95 ${list.p95} ms  (goal p95 <= ${LIST_GOAL_MS} ms): ${verdict(list.p95 <= LIST_GOAL_MS)}`);
      console.info(`  open a 200-msg thread  p50 ${open.p50} ms  p95 ${open.p95} ms  (goal p95 <= ${THREAD_GOAL_MS} ms): ${verdict(open.p95 <= THREAD_GOAL_MS)}`);
      console.info(`  100-message page       p50 ${whole.p50} ms  p95 ${whole.p95} ms  (for the record)`);
      console.info(`  reply to open stream   p50 ${delivery.p50} ms  p95 ${delivery.p95} ms  (goal p95 <= ${DELIVERY_GOAL_MS} ms): ${verdict(delivery.p95 <= DELIVERY_GOAL_MS)}`);
      return {
        database: label,
        families: FAMILIES + SIGNED_IN,
        messages: MESSAGES,
        list,
        listVerdict: verdict(list.p95 <= LIST_GOAL_MS),
        openThread: open,
        openThreadVerdict: verdict(open.p95 <= THREAD_GOAL_MS),
        hundredMessagePage: whole,
        delivery,
        deliveryVerdict: verdict(delivery.p95 <= DELIVERY_GOAL_MS),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('messaging', run);
  console.info(`\nresults: ${writeResult('messaging', results)}`);
  if (results.some((r) => [r.listVerdict, r.openThreadVerdict, r.deliveryVerdict].includes('FAIL'))) process.exitCode = 1;
}

void main();
