/**
 * Shared bench helpers: a real server in a child process on a fresh database, latency statistics,
 * and result files under bench/results (git-ignored).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, parseDatabaseUrl } from '#server/config';
import { createDatabase, type Db, isPostgres, refreshStatistics } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedFeatures } from '#server/features/index';

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export function tempDatabaseUrl(name: string): string {
  return `file:${join(mkdtempSync(join(tmpdir(), `bravo-bench-${name}-`)), 'bench.db')}`;
}

export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

/** The Node.js flags `npm start` gives the server (package.json), so a bench runs it as production does. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: { start: string } };
  const command = /\bnode (.*) src\/server\/main\.ts/.exec(scripts.start);
  if (!command) throw new Error('package.json: `npm start` no longer runs node ... src/server/main.ts');
  return command[1]!.split(' ').filter(Boolean);
}

/** Starts `src/server/main.ts` as production would run it and waits for /healthz. */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = [], port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startFlags(), ...nodeArgs, 'src/server/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      APP_URL: url,
      AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarize(latenciesMs: number[]) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/**
 * Writes a run's figures twice under bench/results: `<name>.json`, the latest, and
 * `<name>-<time>-<commit>.json`, kept, so `npm run bench:compare` can set any two runs side by side.
 * Each file says which commit ran, when, and on what machine. Returns the kept file's path.
 */
export function writeResult(name: string, data: unknown): string {
  const dir = resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const startedAt = new Date().toISOString();
  const commit = currentCommit();
  const run = { bench: name, commit, startedAt, machine: machineFacts(), figures: data };
  const text = `${JSON.stringify(run, null, 2)}\n`;
  writeFileSync(join(dir, `${name}.json`), text);
  const kept = join(dir, `${name}-${startedAt.replace(/[:.]/g, '-')}-${commit.slice(0, 8)}${commit.endsWith('+changes') ? '+changes' : ''}.json`);
  writeFileSync(kept, text);
  return kept;
}

function currentCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: resolve(import.meta.dirname, '..'), encoding: 'utf8' }).trim();
    const isDirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: resolve(import.meta.dirname, '..'), encoding: 'utf8' }).trim() !== '';
    return isDirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

function machineFacts() {
  const [cpu] = cpus();
  return { cores: availableParallelism(), cpu: cpu?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, platform: `${platform()} ${release()}` };
}

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

/**
 * A fresh PostgreSQL database for one bench run (`bench_<name>_<time>`, dropped by `cleanup`), or
 * null when PostgreSQL is not reachable at TEST_DATABASE_URL.
 */
export async function postgresBenchDatabase(name: string): Promise<{ url: string; cleanup: () => Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}

/**
 * Runs a bench on a throwaway SQLite file, then, unless `--sqlite-only`, on a throwaway PostgreSQL
 * database when one is reachable (`--postgres-only` skips SQLite); each is removed afterwards.
 */
export async function onEachDatabase<R>(name: string, run: (label: 'sqlite' | 'postgres', databaseUrl: string) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  if (!process.argv.includes('--postgres-only')) {
    const dir = mkdtempSync(join(tmpdir(), `bravo-bench-${name}-`));
    try {
      results.push(await run('sqlite', `file:${join(dir, 'bench.db')}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!process.argv.includes('--sqlite-only')) {
    const target = await postgresBenchDatabase(name);
    if (!target) console.info('\nPostgreSQL not reachable (TEST_DATABASE_URL): SQLite only.');
    else {
      try {
        results.push(await run('postgres', target.url));
      } finally {
        await target.cleanup();
      }
    }
  }
  return results;
}

/**
 * The app's configuration for a bench's database (test mode, quiet, a fixed secret, `env` on top)
 * and that database, migrated and seeded with the academy's content; the caller closes it.
 */
export async function openBenchDatabase(databaseUrl: string, env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz', LOG_LEVEL: 'silent', ...env });
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);
  await seedFeatures(database.db);
  return { config, database };
}

/**
 * Brings a bulk-loaded database to the state a running academy's is in before anything is timed. A
 * deployment's tables have statistics (autovacuum's analyze on PostgreSQL; refreshStatistics at
 * start-up and hourly on SQLite, main.ts) and SQLite's write-ahead log was copied into the database
 * long ago. Right after a bulk load, PostgreSQL would plan for empty tables (the training category
 * read: a nested loop, 10x slower), and SQLite's checkpointer would be copying the whole load while
 * the first requests are timed.
 */
export async function settleAfterLoad(db: Db, pgTables: string[]): Promise<void> {
  if (isPostgres(db)) {
    for (const table of pgTables) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    return;
  }
  await refreshStatistics(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

/**
 * CPU seconds used so far by the processes that match, read from /proc (Linux; 0 elsewhere): the
 * server by its pid, PostgreSQL by its processes' name. Read before and after a load, the difference
 * says where each request's CPU went.
 */
export function cpuSeconds(match: { pid?: number; command?: string }): number {
  let ticks = 0;
  let pids: string[];
  try {
    pids = match.pid === undefined ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : [String(match.pid)];
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (match.command !== undefined && command !== match.command) continue;
      // After the command: state is field 3, utime and stime are fields 14 and 15 (man 5 proc).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

/** A confirmed parent with one athlete, 'bench-athlete', signed up through the app; its cookie. */
export async function signedInParent(app: FastifyInstance, db: Db): Promise<string> {
  const email = `bench-parent-${Date.now()}@example.com`;
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: 'http://localhost:3000' }, payload: { name: 'Bench Parent', email, password: 'Goal2026!Kick' } });
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db.insertInto('athletes').values({ id: 'bench-athlete', parent_id: user.id, name: 'Bench Kid', date_of_birth: '2015-04-12', birth_year: 2015 }).execute();
  return confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Rows built by `make(i)` for i in [0, count), inserted `batch` at a time (well under SQLite's variable limit). */
export async function insertInBatches<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>, batch = 1_000): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    await insert(Array.from({ length: Math.min(batch, count - start) }, (_, k) => make(start + k)));
  }
}

/** `count` confirmed parents `fam-0`, `fam-1`... (family-i@example.com), made `ageDays` before `now`. */
export async function seedBenchFamilies(db: Db, count: number, now: number, ageDays: number): Promise<void> {
  const verified = isPostgres(db) ? true : 1;
  const createdAt = new Date(now - ageDays * 86_400_000).toISOString();
  const updatedAt = new Date(now).toISOString();
  await insertInBatches(
    count,
    (i) => ({ id: `fam-${i}`, name: `Parent ${i}`, email: `family-${i}@example.com`, email_verified: verified, role: 'parent', created_at: createdAt, updated_at: updatedAt }),
    (rows) => db.insertInto('users').values(rows).execute(),
  );
}

/**
 * A confirmed, signed-in staff account made through the real auth path, then given `role`; its
 * cookie. `ip`: the address it signs up from (x-forwarded-for, with TRUST_PROXY), so several
 * accounts stay under the sign-up rate limit.
 */
export async function signedInStaff(app: FastifyInstance, db: Db, options: { role: 'admin' | 'coach'; name?: string; ip?: string }): Promise<string> {
  const name = options.name ?? `bench-${options.role}`;
  const email = `${name}-${Date.now()}@example.com`;
  const headers: Record<string, string> = { origin: 'http://localhost:3000', ...(options.ip ? { 'x-forwarded-for': options.ip } : {}) };
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers, payload: { name, email, password: 'Goal2026!Kick' } });
  if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  await db.updateTable('users').set({ role: options.role }).where('email', '=', email).execute();
  return confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** GETs `url` `warmup + samples` times in process; the latencies of the last `samples` (ms) and the last answer's body. */
export async function timedGets(app: FastifyInstance, cookie: string, url: string, samples: number, warmup: number): Promise<{ latencies: number[]; lastBody: string }> {
  const latencies: number[] = [];
  let lastBody = '';
  for (let i = 0; i < samples + warmup; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= warmup) latencies.push(ms);
    lastBody = response.body;
  }
  return { latencies, lastBody };
}

/** A signed-in family of a bench: its session cookie, the athlete it is measured with, its address. */
export type Family = { cookie: string; athleteId: string; ip: string };

/** Signs the families in through the real sign-in route, each from an address of its own (the rate limit is per address). */
export async function signInFamilies(server: RunningServer, emails: string[], athletes: string[], password: string): Promise<Family[]> {
  const families: Family[] = [];
  for (const [i, email] of emails.entries()) {
    const ip = `10.${(i >> 8) & 255}.${i & 255}.7`;
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    families.push({ cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), athleteId: athletes[i]!, ip });
  }
  return families;
}

/** Athletes who opened these lessons `minutesAgo` minutes ago, as the lesson page's start would record. */
export async function seedLessonStarts(databaseUrl: string, starts: { athleteId: string; lessonId: string }[], minutesAgo: number): Promise<void> {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  const startedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  try {
    for (const { athleteId, lessonId } of starts) {
      await database.db
        .insertInto('training_starts')
        .values({ athlete_id: athleteId, kind: 'lesson', subject_id: lessonId, started_at: startedAt })
        .onConflict((oc) => oc.columns(['athlete_id', 'kind', 'subject_id']).doUpdateSet({ started_at: startedAt }))
        .execute();
    }
  } finally {
    await database.close();
  }
}
