/**
 * `npm run bench:auth`: sign-ins per second with 20 concurrent clients on SQLite (goal >= 30/s on 2
 * cores; the argon2id hash time is the floor) and the dashboard's p99 latency during that storm
 * compared with idle (goal <= 2x). The server runs as in production, in its own process.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { HASH_CONCURRENCY, hashPassword } from '#server/auth/password';
import { createDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedFeatures } from '#server/features/index';
import { parseDatabaseUrl } from '#server/config';
import { round, startServer, summarize, tempDatabaseUrl, verdict, writeResult } from './support';

const USERS = 400;
const CLIENTS = 20;
const STORM_SECONDS = 15;
const IDLE_SECONDS = 10;
const DASHBOARD_RPS = 50;
const PASSWORD = 'Bench2026!Run';

async function seedUsers(databaseUrl: string): Promise<string> {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  await migrateToLatest(database.db);
  await seedFeatures(database.db);
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  let athleteId = '';
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < USERS; i += 1) {
      const id = randomUUID();
      await trx
        .insertInto('users')
        .values({ id, name: `Parent ${i}`, email: `parent${i}@bench.example`, email_verified: 1, image: null, role: 'parent', created_at: now, updated_at: now })
        .execute();
      await trx
        .insertInto('accounts')
        .values({ id: randomUUID(), user_id: id, account_id: id, provider_id: 'credential', password: hash, access_token: null, refresh_token: null, id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: now, updated_at: now })
        .execute();
      const aid = randomUUID();
      await trx.insertInto('athletes').values({ id: aid, parent_id: id, name: `Athlete ${i}`, date_of_birth: '2015-05-05', birth_year: 2015, age_group: null, skill_level: null, preferred_position: null, emergency_contact: null, medical_notes: null }).execute();
      if (i === 0) athleteId = aid;
    }
  });
  await database.close();
  return athleteId;
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function signIn(url: string, user: number, ip = randomIp()) {
  const started = performance.now();
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip },
    body: JSON.stringify({ email: `parent${user}@bench.example`, password: PASSWORD }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** Open-loop dashboard requests at a fixed rate until `stop()`; returns the latencies. */
function dashboardLoad(url: string, cookie: string, athleteId: string) {
  const latencies: number[] = [];
  const errors: number[] = [];
  const pending = new Set<Promise<void>>();
  const interval = setInterval(() => {
    const started = performance.now();
    const p = fetch(`${url}/api/v1/dashboard?athleteId=${athleteId}`, { headers: { cookie, 'x-forwarded-for': '10.255.0.1' } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - started);
        else errors.push(res.status);
      })
      .catch(() => {
        errors.push(0);
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  }, 1000 / DASHBOARD_RPS);
  return {
    async stop() {
      clearInterval(interval);
      await Promise.all(pending);
      return { latencies, errors };
    },
  };
}

async function main() {
  console.info('Measuring the argon2id hash time...');
  const hashes: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const t0 = performance.now();
    await hashPassword(`Warmup${i}!Aa1`);
    hashes.push(performance.now() - t0);
  }
  const hashMs = summarize(hashes).p50;
  const cores = availableParallelism();
  const floor = round((1000 / hashMs) * HASH_CONCURRENCY, 1);

  const databaseUrl = tempDatabaseUrl('auth');
  console.info(`Seeding ${USERS} families...`);
  const athleteId = await seedUsers(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const observer = await signIn(server.url, 0, '10.255.0.1');
    if (observer.status !== 200) throw new Error(`observer sign-in failed: ${observer.status}`);

    // Warm up, then measure the dashboard while nothing else happens.
    await dashboardLoad(server.url, observer.cookie, athleteId).stop();
    let load = dashboardLoad(server.url, observer.cookie, athleteId);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idle = await load.stop();

    console.info(`Sign-in storm: ${CLIENTS} concurrent clients for ${STORM_SECONDS} s...`);
    load = dashboardLoad(server.url, observer.cookie, athleteId);
    const signIns: number[] = [];
    const statuses = new Map<number, number>();
    const deadline = performance.now() + STORM_SECONDS * 1000;
    let next = 1;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const user = 1 + (next++ % (USERS - 1));
          const result = await signIn(server.url, user);
          statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
          if (result.status === 200) signIns.push(result.ms);
        }
      }),
    );
    const storm = await load.stop();

    const perSecond = round(signIns.length / STORM_SECONDS, 1);
    const idleStats = summarize(idle.latencies);
    const stormStats = summarize(storm.latencies);
    const ratio = round(stormStats.p99 / idleStats.p99, 2);
    const result = {
      cores,
      argon2: { medianHashMs: hashMs, hashSlots: HASH_CONCURRENCY, theoreticalMaxPerSecond: floor },
      signIns: { perSecond, goal: 30, latency: summarize(signIns), statuses: Object.fromEntries(statuses) },
      dashboard: { idle: idleStats, storm: stormStats, p99Ratio: ratio, goal: 2, errors: storm.errors.length + idle.errors.length },
    };
    console.info('');
    console.info(`argon2id hash (m=19 MiB, t=2, p=1): ${hashMs} ms median → at most ${floor} sign-ins/s with ${HASH_CONCURRENCY} hashing slot(s) on ${cores} cores`);
    console.info(`sign-ins: ${perSecond}/s with ${CLIENTS} clients (goal >= 30)  ${verdict(perSecond >= 30)}   statuses ${JSON.stringify(result.signIns.statuses)}`);
    console.info(`sign-in latency: p50 ${result.signIns.latency.p50} ms, p95 ${result.signIns.latency.p95} ms, p99 ${result.signIns.latency.p99} ms`);
    console.info(`dashboard p99: idle ${idleStats.p99} ms, during the storm ${stormStats.p99} ms → ${ratio}x (goal <= 2x)  ${verdict(ratio <= 2)}`);
    console.info(`(dashboard p50 idle ${idleStats.p50} ms, storm ${stormStats.p50} ms; ${DASHBOARD_RPS} requests/s open loop)`);
    console.info(`results: ${writeResult('auth', result)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
