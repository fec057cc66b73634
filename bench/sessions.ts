/**
 * `npm run bench:sessions`: training sessions at academy scale (issue 38, Figures). With 1,000
 * families, 1,500 athletes on memberships (two in three Core, one in three Pro) and two years of
 * sessions (one back, one ahead) with the coaches' marks of every past session and the families'
 * "Can't make it" replies, on SQLite and again on PostgreSQL when reachable:
 *  - the schedule page's request, GET /api/v1/sessions (two weeks), p95 (goal <= 10 ms);
 *  - an attendance mark, PUT /api/v1/staff/sessions/:sessionId/attendance/:athleteId, p95 (goal <= 15 ms);
 *  - the calendar feed, GET /calendar/:token.ics, p95 (goal <= 20 ms) and its size (goal <= 50 KB);
 *  - generating a season (16 weeks, every group) into an empty schedule (goal < 2 s) with no
 *    event-loop pause over 20 ms.
 * A route the app does not have yet (its OpenAPI document says so) is reported as not measured.
 * The figures print beside the same-run baselines of bench/baselines.ts (fsync, raw inserts, bare
 * Fastify), as bench:progress does. Options: --sqlite-only, --postgres-only.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { hashPassword } from '#server/auth/password';
import { type Db, isPostgres } from '#server/db/database';
import { generateSessions } from '#server/features/sessions/service';
import { academyDate } from '#shared/progress/time';
import { SESSION_WEEKS_AHEAD } from '#shared/sessions';
import { type Baselines, formatSpread, measureBaselines } from './baselines';
import { onEachDatabase, openBenchDatabase, round, settleAfterLoad, startServer, summarize, verdict, writeResult, type RunningServer } from './support';

const FAMILIES = 1_000;
const ATHLETES = 1_500;
const SIGNED_IN = 100;
const SAMPLES = 1_000;
const WARM_UP = 200;
const PASSWORD = 'Bench2026!Run';
const DAY_MS = 86_400_000;
const BATCH = 1_000;
const GOALS = { scheduleP95Ms: 10, markP95Ms: 15, feedP95Ms: 20, feedBytes: 50 * 1024, seasonMs: 2_000, seasonPauseMs: 20 };
const MARKS = ['present', 'present', 'present', 'present', 'present', 'present', 'present', 'present', 'late', 'absent', 'excused'] as const;
const REASONS = ['sick', 'injured', 'school', 'travel', 'other'] as const;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Deterministic pseudo-random numbers, so two runs seed the same data. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers = options.body ? { ...options.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) } : options.headers;
    const req = http.request(url, { method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: body.toString('utf8'), bytes: body.length });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

type Target = { sessionId: string; athleteId: string };
type Seeded = { marks: number; absences: number; sessions: number; markTargets: Target[] };

/** Families, athletes and memberships; two years of sessions; marks of every past session; replies. */
export async function seed(db: Db): Promise<Seeded> {
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const verified = isPostgres(db) ? true : 1;
  const hash = await hashPassword(PASSWORD);
  const rand = random(38);
  const users = Array.from({ length: FAMILIES }, (_, f) => ({ id: `fam-${f}`, name: `Parent ${f}`, email: `family${f}@bench.example`, email_verified: verified, role: 'parent', created_at: stamp, updated_at: stamp }));
  users.push({ id: 'coach', name: 'Bench Coach', email: 'coach@bench.example', email_verified: verified, role: 'coach', created_at: stamp, updated_at: stamp });
  await inBatches(users, (rows) => db.insertInto('users').values(rows).execute());
  const accounts = users.map((u) => ({ id: randomUUID(), user_id: u.id, account_id: u.id, provider_id: 'credential', password: hash, access_token: null, refresh_token: null, id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: stamp, updated_at: stamp }));
  await inBatches(accounts, (rows) => db.insertInto('accounts').values(rows).execute());
  // Families 0-499 have two athletes, the others one: 1,500 athletes.
  const athletes = Array.from({ length: ATHLETES }, (_, i) => ({ id: `ath-${i}`, parent_id: `fam-${i < 1_000 ? i % 500 : i - 500}`, name: `Player${i} Bench`, date_of_birth: '2015-06-01', birth_year: 2015, created_at: stamp }));
  await inBatches(athletes, (rows) => db.insertInto('athletes').values(rows).execute());
  const groupOf = (i: number) => (i % 3 === 2 ? 'pro' : 'core') as 'core' | 'pro';
  await inBatches(
    athletes.map((a, i) => ({
      id: `mem-${i}`, user_id: a.parent_id, athlete_id: a.id, membership_type_id: `${groupOf(i)}-monthly`, status: 'active' as const, sessions_remaining: 12,
      current_period_start: new Date(now - 10 * DAY_MS).toISOString(), current_period_end: new Date(now + 20 * DAY_MS).toISOString(), provider: 'stripe', created_at: new Date(now - 730 * DAY_MS).toISOString(),
    })),
    (rows) => db.insertInto('memberships').values(rows).execute(),
  );
  // One year back and one ahead, through the app's own generation.
  await generateSessions(db, new Date(now - 365 * DAY_MS), 105);
  const sessions = await db.selectFrom('training_sessions').select(['id', 'group_id', 'starts_at']).execute();
  const athletesByGroup = { core: athletes.filter((_, i) => groupOf(i) === 'core').map((a) => a.id), pro: athletes.filter((_, i) => groupOf(i) === 'pro').map((a) => a.id) };
  const marks: { session_id: string; athlete_id: string; status: (typeof MARKS)[number]; marked_by: string; marked_at: string }[] = [];
  const absences: { session_id: string; athlete_id: string; reason: (typeof REASONS)[number]; note: string | null; reported_at: string }[] = [];
  for (const s of sessions) {
    const startsAt = new Date(s.starts_at).getTime();
    for (const athleteId of athletesByGroup[s.group_id as 'core' | 'pro']) {
      if (startsAt < now) marks.push({ session_id: s.id, athlete_id: athleteId, status: MARKS[Math.floor(rand() * MARKS.length)]!, marked_by: 'coach', marked_at: new Date(startsAt).toISOString() });
      if (rand() < 1 / 15) absences.push({ session_id: s.id, athlete_id: athleteId, reason: REASONS[Math.floor(rand() * REASONS.length)]!, note: rand() < 0.3 ? 'Back next week' : null, reported_at: new Date(startsAt - 2 * DAY_MS).toISOString() });
    }
  }
  await inBatches(marks, (rows) => db.insertInto('session_attendance').values(rows).execute());
  await inBatches(absences, (rows) => db.insertInto('session_absences').values(rows).execute());
  await settleAfterLoad(db, ['users', 'accounts', 'athletes', 'memberships', 'training_sessions', 'session_attendance', 'session_absences']);
  // What the mark figure taps: 200 athletes on each session of the coming 6 days, inside the sheet's window.
  const markTargets = sessions
    .filter((s) => new Date(s.starts_at).getTime() > now && new Date(s.starts_at).getTime() < now + 6 * DAY_MS)
    .flatMap((s) => athletesByGroup[s.group_id as 'core' | 'pro'].slice(0, 200).map((athleteId) => ({ sessionId: s.id, athleteId })));
  return { marks: marks.length, absences: absences.length, sessions: sessions.length, markTargets };
}

/**
 * Generating a season (16 weeks, every group) into an empty stretch of the schedule, three years
 * ahead, while a timer watches the event loop: the hourly job must never stall the server's requests.
 */
export async function measureSeason(db: Db) {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const made = await generateSessions(db, new Date(Date.now() + 3 * 365 * DAY_MS), SESSION_WEEKS_AHEAD);
  const ms = performance.now() - started;
  // The monitor's timer records a stall when it fires late: let it fire once after the work.
  await new Promise((resolve) => setTimeout(resolve, 20));
  loop.disable();
  return { made, ms: round(ms), eventLoopMaxMs: round(loop.max / 1e6) };
}

async function signIn(server: RunningServer, email: string, i: number): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `10.38.${(i >> 8) & 255}.${i & 255}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** `count` requests one after another (after a warm-up); each must answer 2xx. */
async function sequential(count: number, send: (i: number) => Promise<{ status: number; body: string; bytes: number }>) {
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + count; i += 1) {
    const started = performance.now();
    const res = await send(i);
    const ms = performance.now() - started;
    if (res.status < 200 || res.status >= 300) throw new Error(`answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (i >= WARM_UP) latencies.push(ms);
    bytes = Math.max(bytes, res.bytes);
  }
  return { ...summarize(latencies), maxBytes: bytes };
}

/** Two kinds of request taking turns, one at a time: each one's latencies, under the same load. */
async function interleaved(count: number, a: (i: number) => ReturnType<typeof request>, b: (i: number) => ReturnType<typeof request>) {
  const kinds = [a, b];
  const times: number[][] = [[], []];
  for (let i = 0; i < 2 * (WARM_UP + count); i += 1) {
    const k = i % 2;
    const started = performance.now();
    const res = await kinds[k]!(i >> 1);
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (i >= 2 * WARM_UP) times[k]!.push(performance.now() - started);
  }
  return times.map((t) => ({ ...summarize(t), maxBytes: 0 })) as [Latency, Latency];
}

/** The app's routes, from its OpenAPI document: what this build can be measured on. */
async function routesOf(server: RunningServer): Promise<Set<string>> {
  const res = await request(`${server.url}/api/docs/json`);
  const doc = JSON.parse(res.body) as { paths?: Record<string, Record<string, unknown>> };
  return new Set(Object.entries(doc.paths ?? {}).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
}

/** A mark on each of the coming week's sessions (inside the sheet's window), cycling athletes and statuses so each one changes the row. */
async function measureMarks(server: RunningServer, targets: Target[], cookie: string) {
  const statuses = ['present', 'late', 'absent', 'excused'] as const;
  return sequential(SAMPLES, (i) => {
    const { sessionId, athleteId } = targets[i % targets.length]!;
    return request(`${server.url}/api/v1/staff/sessions/${sessionId}/attendance/${athleteId}`, {
      method: 'PUT',
      headers: { cookie, origin: server.url },
      body: JSON.stringify({ status: statuses[Math.floor(i / targets.length) % statuses.length] }),
    });
  });
}

/** Each signed-in family's feed URL (made with "rotate", as Settings does), then the feeds in turn. */
async function measureFeed(server: RunningServer, cookies: string[]) {
  const tokens: string[] = [];
  for (const cookie of cookies.slice(0, 20)) {
    const res = await request(`${server.url}/api/v1/calendar-feed/rotate`, { method: 'POST', headers: { cookie, origin: server.url }, body: '{}' });
    const path = /\/calendar\/[A-Za-z0-9_-]+\.ics/.exec(res.body)?.[0];
    if (!path) throw new Error(`the feed's URL was not in ${res.status} ${res.body.slice(0, 200)}`);
    tokens.push(path);
  }
  return sequential(SAMPLES, (i) => request(`${server.url}${tokens[i % tokens.length]!}`));
}

type Latency = Awaited<ReturnType<typeof sequential>>;
type Result = {
  database: 'sqlite' | 'postgres';
  families: number;
  athletes: number;
  sessions: number;
  marks: number;
  absences: number;
  season: Awaited<ReturnType<typeof measureSeason>>;
  schedule: Latency;
  signedInBaseline: Latency;
  mark?: Latency;
  feed?: Latency;
};

/** Seeds the database and generates a season on it, with the app's own connection, closed before the server starts. */
async function prepare(label: string, databaseUrl: string) {
  const { database } = await openBenchDatabase(databaseUrl);
  try {
    const t0 = performance.now();
    const seeded = await seed(database.db);
    console.info(`\n[${label}] seeded ${FAMILIES} families, ${ATHLETES} athletes, ${seeded.sessions} sessions, ${seeded.marks} marks, ${seeded.absences} replies in ${round((performance.now() - t0) / 1000, 0)} s`);
    return { seeded, season: await measureSeason(database.db) };
  } finally {
    await database.close();
  }
}

async function run(label: 'sqlite' | 'postgres', databaseUrl: string): Promise<Result> {
  const { seeded, season } = await prepare(label, databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const routes = await routesOf(server);
    const cookies: string[] = [];
    for (let i = 0; i < SIGNED_IN; i += 1) cookies.push(await signIn(server, `family${i}@bench.example`, i));
    const today = academyDate(new Date());
    // Interleaved with the cheapest signed-in read (the family's athletes), so both meet the same load.
    const [schedule, signedInBaseline] = await interleaved(
      SAMPLES,
      (i) => request(`${server.url}/api/v1/sessions?from=${today}&days=14`, { headers: { cookie: cookies[i % cookies.length]! } }),
      (i) => request(`${server.url}/api/v1/athletes`, { headers: { cookie: cookies[i % cookies.length]! } }),
    );
    const mark = routes.has('PUT /api/v1/staff/sessions/{sessionId}/attendance/{athleteId}')
      ? await measureMarks(server, seeded.markTargets, await signIn(server, 'coach@bench.example', 999))
      : undefined;
    const feed = routes.has('POST /api/v1/calendar-feed/rotate') ? await measureFeed(server, cookies) : undefined;
    return { database: label, families: FAMILIES, athletes: ATHLETES, sessions: seeded.sessions, marks: seeded.marks, absences: seeded.absences, season, schedule, signedInBaseline, ...(mark ? { mark } : {}), ...(feed ? { feed } : {}) };
  } finally {
    await server.stop();
  }
}

function report(r: Result, baselines: Baselines) {
  const line = (text: string, ok?: boolean) => {
    console.info(`  ${text}${ok === undefined ? '' : `  ${verdict(ok)}`}`);
    if (ok === false) process.exitCode = 1;
  };
  // Issue 38 sets the goals for SQLite, the default deployment; PostgreSQL's figures print beside them.
  const onSqlite = (ok: boolean) => (r.database === 'sqlite' ? ok : undefined);
  console.info(`\n${r.database}: ${r.families} families, ${r.athletes} athletes, ${r.sessions} sessions, ${r.marks} marks, ${r.absences} replies`);
  const s = r.schedule;
  const b = r.signedInBaseline;
  line(`GET /api/v1/sessions (two weeks): p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms (goal p95 <= ${GOALS.scheduleP95Ms} ms); the family's athletes, taking turns with it: p50 ${b.p50} ms, p95 ${b.p95} ms (${round(s.p95 / b.p95, 2)}x)`, onSqlite(s.p95 <= GOALS.scheduleP95Ms));
  const m = r.mark;
  if (m) line(`attendance mark: p50 ${m.p50} ms, p95 ${m.p95} ms (goal p95 <= ${GOALS.markP95Ms} ms; fsync p95 ${baselines.fsyncP95Ms.median} ms)`, onSqlite(m.p95 <= GOALS.markP95Ms));
  else line('attendance mark: NOT MEASURED, the route is not in this build yet');
  const f = r.feed;
  if (f) line(`calendar feed: p50 ${f.p50} ms, p95 ${f.p95} ms, ${round(f.maxBytes / 1024, 1)} KB (goal p95 <= ${GOALS.feedP95Ms} ms, <= 50 KB)`, onSqlite(f.p95 <= GOALS.feedP95Ms && f.maxBytes <= GOALS.feedBytes));
  else line('calendar feed: NOT MEASURED, the route is not in this build yet');
  const g = r.season;
  line(`a season generated (${g.made} sessions, 16 weeks, every group): ${g.ms} ms, longest event-loop pause ${g.eventLoopMaxMs} ms (goal < ${GOALS.seasonMs} ms, pause <= ${GOALS.seasonPauseMs} ms)`, onSqlite(g.ms < GOALS.seasonMs && g.eventLoopMaxMs <= GOALS.seasonPauseMs));
}

async function main() {
  // This machine's own limits, measured in this run: the figures below are read against them.
  const baselines = await measureBaselines();
  const results = await onEachDatabase('sessions', run);
  console.info(`\nbaselines (same run): fsync p95 ${formatSpread(baselines.fsyncP95Ms, ' ms')}; raw SQLite inserts ${formatSpread(baselines.rawInsertsPerSecond, '/s')}; bare Fastify ${formatSpread(baselines.bareFastifyRequestsPerSecond, ' requests/s')}`);
  for (const r of results) report(r, baselines);
  console.info(`\nresults: ${writeResult('sessions', { baselines, results })}`);
  agent.destroy();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

