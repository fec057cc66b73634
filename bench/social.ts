/**
 * `npm run bench:social`: the Social Hub with 60,000 families (five in six with a membership) and 100,000 athletes, on SQLite and
 * again on PostgreSQL when reachable (TEST_DATABASE_URL). Options: --sqlite-only, --postgres-only.
 *  - the player search (GET /api/v1/social/search): a common first name, a surname, a whole name,
 *    one letter and a miss: p95 at most 10 ms (issue 16, Figures);
 *  - beside it, for the record: the family's friends, its requests and the friends' board with 20 friends.
 * Requests go through the whole app (Fastify's inject), one at a time.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { type Db, isPostgres } from '#server/db/database';
import { onEachDatabase, openBenchDatabase, summarize, verdict, writeResult, settleAfterLoad } from './support';

const FAMILIES = 60_000;
const SAMPLES = 300;
const FRIENDS = 20;
const GOAL_MS = 10;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';
const FIRST = ['Ana', 'Maria', 'Sofia', 'Lucia', 'Elena', 'Carmen', 'Rosa', 'Isabel', 'Paula', 'Laura', 'Marco', 'David'];
const LAST = ['Martinez', 'Garcia', 'Lopez', 'Hernandez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Flores', 'Rivera', 'Nguyen'];
const KIDS = ['Leo', 'Mateo', 'Noah', 'Liam', 'Diego', 'Lucas', 'Emma', 'Mia', 'Olivia', 'Ava', 'Gael', 'Iker'];

/**
 * A membership in its paid period, as the payment flow leaves it: only academy families search and
 * are found (docs/product.md, Social Hub).
 */
function membershipRow(id: string, userId: string, athleteId: string, planId: string) {
  const now = Date.now();
  return {
    id,
    user_id: userId,
    athlete_id: athleteId,
    membership_type_id: planId,
    status: 'active' as const,
    sessions_remaining: 4,
    current_period_start: new Date(now - 86_400_000).toISOString(),
    current_period_end: new Date(now + 30 * 86_400_000).toISOString(),
    provider: 'test',
  };
}

/**
 * 60,000 families; two in three have 2 athletes (100,000 in all); every family's name is indexed by
 * the triggers. Five in six hold a membership; the others signed up and never joined, so the search
 * passes over them.
 */
async function seedFamilies(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const plan = await db.selectFrom('membership_types').select('id').executeTakeFirstOrThrow();
  const verified = isPostgres(db) ? true : 1;
  for (let start = 0; start < FAMILIES; start += 500) {
    const ids = Array.from({ length: Math.min(500, FAMILIES - start) }, (_, k) => start + k);
    await db
      .insertInto('users')
      .values(ids.map((i) => ({ id: `fam-${i}`, name: `Parent ${i}`, email: `family-${i}@example.com`, email_verified: verified, role: 'parent', created_at: now, updated_at: now })))
      .execute();
    await db
      .insertInto('profiles')
      .values(ids.map((i) => ({ id: `prof-${i}`, user_id: `fam-${i}`, display_name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / 12) % LAST.length]} ${i}` })))
      .execute();
    const athletes = ids.flatMap((i) =>
      Array.from({ length: i % 3 === 0 ? 1 : 2 }, (_, k) => ({ id: `ath-${i}-${k}`, parent_id: `fam-${i}`, name: `${KIDS[(i + k) % KIDS.length]} ${LAST[i % LAST.length]}`, date_of_birth: '2015-04-12', birth_year: 2015 })),
    );
    await db.insertInto('athletes').values(athletes).execute();
    await db
      .insertInto('memberships')
      .values(ids.filter((i) => i % 6 !== 5).map((i) => membershipRow(`mem-${i}`, `fam-${i}`, `ath-${i}-0`, plan.id)))
      .execute();
  }
  await settleAfterLoad(db, ['users', 'profiles', 'athletes', 'family_name_terms', 'memberships']);
}

async function signedInParent(app: FastifyInstance, db: Db): Promise<{ cookie: string; userId: string }> {
  const email = `bench-social-${Date.now()}@example.com`;
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: { name: 'Bench Parent', email, password: PASSWORD } });
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db.insertInto('athletes').values({ id: 'bench-athlete', parent_id: user.id, name: 'Bench Kid', date_of_birth: '2015-04-12', birth_year: 2015 }).execute();
  const plan = await db.selectFrom('membership_types').select('id').executeTakeFirstOrThrow();
  await db.insertInto('memberships').values(membershipRow('bench-membership', user.id, 'bench-athlete', plan.id)).execute();
  return { cookie: confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; '), userId: user.id };
}

/** The family's friends, written directly (what 20 accepted requests leave). */
async function makeFriends(db: Db, userId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('family_relationships')
    .values(
      Array.from({ length: FRIENDS }, (_, k) => {
        const other = `fam-${k * 997}`;
        const [low, high] = userId < other ? [userId, other] : [other, userId];
        return { id: `rel-${k}`, requester_id: other, addressee_id: userId, low_id: low, high_id: high, status: 'accepted' as const, created_at: now, responded_at: now };
      }),
    )
    .execute();
}

async function timed(app: FastifyInstance, cookie: string, urls: string[], samples: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + 10; i += 1) {
    const url = urls[i % urls.length]!;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= 10) latencies.push(ms);
  }
  return latencies;
}

async function run(label: string, databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl);
  try {
    const seeding = performance.now();
    await seedFamilies(database.db);
    const seedMs = Math.round(performance.now() - seeding);
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const { cookie, userId } = await signedInParent(app, database.db);
      await makeFriends(database.db, userId);
      const searches: Record<string, string[]> = {
        'first name': ['/api/v1/social/search?q=maria', '/api/v1/social/search?q=sof'],
        surname: ['/api/v1/social/search?q=garcia', '/api/v1/social/search?q=ngu'],
        'whole name': ['/api/v1/social/search?q=rosa%20lopez%204242'],
        'one letter': ['/api/v1/social/search?q=m'],
        miss: ['/api/v1/social/search?q=zzyzx'],
      };
      const bySearch: Record<string, ReturnType<typeof summarize>> = {};
      for (const [kind, urls] of Object.entries(searches)) bySearch[kind] = summarize(await timed(app, cookie, urls, SAMPLES));
      const searchP95 = Math.max(...Object.values(bySearch).map((s) => s.p95));
      const friends = summarize(await timed(app, cookie, ['/api/v1/social/friends'], SAMPLES));
      const requests = summarize(await timed(app, cookie, ['/api/v1/social/requests'], SAMPLES));
      const board = summarize(await timed(app, cookie, ['/api/v1/social/board'], SAMPLES));

      console.info(`\n[${label}] ${FAMILIES} families, ${(await database.db.selectFrom('athletes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n} athletes (seeded in ${seedMs} ms)`);
      for (const [kind, s] of Object.entries(bySearch)) console.info(`  search by ${kind.padEnd(11)} p50 ${s.p50} ms  p95 ${s.p95} ms`);
      console.info(`  -> friend search p95 ${searchP95} ms (goal <= ${GOAL_MS} ms): ${verdict(searchP95 <= GOAL_MS)}`);
      console.info(`  friends (${FRIENDS})          p50 ${friends.p50} ms  p95 ${friends.p95} ms`);
      console.info(`  requests              p50 ${requests.p50} ms  p95 ${requests.p95} ms`);
      console.info(`  friends' board        p50 ${board.p50} ms  p95 ${board.p95} ms`);
      return { database: label, families: FAMILIES, search: bySearch, searchP95, verdict: verdict(searchP95 <= GOAL_MS), friends, requests, board };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('social', run);
  console.info(`\nresults: ${writeResult('social', results)}`);
  if (results.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}
void main();
