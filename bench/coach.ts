/**
 * `npm run bench:coach`: skill evaluations at academy scale (issue 42, Figures), on SQLite and again
 * on PostgreSQL when reachable (TEST_DATABASE_URL). Seeds 1,500 athletes with a membership each and
 * 10 published evaluations each (15,000), then, through the whole app: a family's skill passport
 * (goal p95 <= 10 ms), a coach saving an evaluation draft (goal p95 <= 20 ms) and the coach's roster
 * with the evaluations due, its first page of 50 and the counts (goal p95 <= 15 ms).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { academyDate } from '#shared/progress/time';
import { insertInBatches, onEachDatabase, openBenchDatabase, seedBenchFamilies, settleAfterLoad, signedInParent, signedInStaff, summarize, timedGets, verdict, writeResult } from './support';

const ATHLETES = 1_500;
const EVALUATIONS_EACH = 10;
const SAMPLES = 300;
const GOALS = { passport: 10, save: 20, roster: 15 } as const;
const DAY_MS = 86_400_000;
const SKILLS = ['first-touch', 'passing', 'dribbling', 'finishing', 'scanning', 'support-movement', 'defending', 'speed-agility', 'balance-coordination', 'endurance', 'focus-coachability', 'resilience'];

function body(n: number, isFull: boolean): string {
  const skills = isFull ? SKILLS : SKILLS.slice(n % 9, (n % 9) + 3);
  return JSON.stringify({
    ratings: skills.map((skillId, i) => ({ skillId, level: 1 + ((n + i) % 5), note: i === 0 ? 'Much better on the back foot this block.' : '' })),
    strengths: 'Works hard and listens.',
    goals: ['Receive on the back foot in every rondo', 'Pass with the weaker foot daily'],
    lessonIds: ['first-touch-back-foot', 'passing-two-foot-gate-passing'],
  });
}

async function seed(db: Db, athleteIds: string[]): Promise<void> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  await seedBenchFamilies(db, ATHLETES, now, 400);
  await insertInBatches(
    ATHLETES,
    (i) => ({ id: `ath-${i}`, parent_id: `fam-${i}`, name: `Athlete ${i} Bench`, date_of_birth: `${2014 + (i % 4)}-05-01`, birth_year: 2014 + (i % 4) }),
    (rows) => db.insertInto('athletes').values(rows).execute(),
  );
  const withMembership: { athlete: string; family: string }[] = Array.from({ length: ATHLETES }, (_, i) => ({ athlete: `ath-${i}`, family: `fam-${i}` }));
  for (const id of athleteIds) withMembership.push({ athlete: id, family: (await db.selectFrom('athletes').select('parent_id').where('id', '=', id).executeTakeFirstOrThrow()).parent_id });
  await insertInBatches(
    withMembership.length,
    (i) => ({
      id: `mem-${i}`, user_id: withMembership[i]!.family, athlete_id: withMembership[i]!.athlete, membership_type_id: i % 2 ? 'pro-monthly' : 'core-monthly', status: 'active' as const,
      current_period_start: iso(now - 10 * DAY_MS), current_period_end: iso(now + 20 * DAY_MS), provider: 'test',
    }),
    (rows) => db.insertInto('memberships').values(rows as never).execute(),
  );
  const all = [...Array.from({ length: ATHLETES }, (_, i) => `ath-${i}`), ...athleteIds];
  await insertInBatches(
    all.length * EVALUATIONS_EACH,
    (n) => {
      const at = now - (EVALUATIONS_EACH - (n % EVALUATIONS_EACH)) * 45 * DAY_MS + (n % 97) * 60_000;
      const isFull = n % EVALUATIONS_EACH === 0;
      return { id: timeOrderedId(at), athlete_id: all[Math.floor(n / EVALUATIONS_EACH)]!, kind: isFull ? ('full' as const) : ('light' as const), status: 'published' as const, body: body(n, isFull), version: 1, author_name: 'Coach Ana', created_at: iso(at), updated_at: iso(at), published_at: iso(at) };
    },
    (rows) => db.insertInto('skill_evaluations').values(rows).execute(),
  );
  // What the publishes would have kept: each athlete's last published and last full days.
  const last = await db
    .selectFrom('skill_evaluations')
    .select((eb) => ['athlete_id', eb.fn.max('published_at').as('any'), eb.fn.max(eb.case().when('kind', '=', 'full').then(eb.ref('published_at')).end()).as('full')])
    .groupBy('athlete_id')
    .execute();
  await insertInBatches(
    last.length,
    (i) => {
      const r = last[i]!;
      return { athlete_id: r.athlete_id, last_published_at: iso(Date.parse(String(r.any))), last_published_on: academyDate(new Date(String(r.any))), last_full_on: r.full ? academyDate(new Date(String(r.full))) : null };
    },
    (rows) => db.insertInto('athlete_evaluation_summaries').values(rows).execute(),
  );
  await settleAfterLoad(db, ['users', 'athletes', 'memberships', 'skill_evaluations', 'athlete_evaluation_summaries']);
}

/** Saving a draft `samples` times: a light check of three skills, its text changed each time. */
async function timedSaves(app: FastifyInstance, cookie: string, samples: number, warmup: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + warmup; i += 1) {
    const athleteId = `ath-${(i * 7) % ATHLETES}`;
    const payload = { kind: 'light', ratings: [{ skillId: 'first-touch', level: 1 + (i % 5), note: `Take ${i}` }, { skillId: 'passing', level: 3 }, { skillId: 'resilience', level: 4 }], strengths: 'Brave.', goals: ['One', 'Two'], lessonIds: ['first-touch-back-foot'] };
    const started = performance.now();
    const response = await app.inject({ method: 'PUT', url: `/api/v1/coach/athletes/${athleteId}/evaluations/draft`, headers: { cookie, origin: 'http://localhost:3000' }, payload });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= warmup) latencies.push(ms);
  }
  return latencies;
}

async function run(label: 'sqlite' | 'postgres', databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl, { TRUST_PROXY: 'true' });
  try {
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const coach = await signedInStaff(app, database.db, { role: 'coach', ip: '10.9.1.1' });
      const parent = await signedInParent(app, database.db);
      const seeding = performance.now();
      await seed(database.db, ['bench-athlete']);
      console.info(`[${label}] seeded in ${Math.round(performance.now() - seeding)} ms`);
      const passport = await timedGets(app, parent, '/api/v1/athletes/bench-athlete/passport', SAMPLES, 20);
      const roster = await timedGets(app, coach, '/api/v1/coach/evaluations', SAMPLES, 20);
      const saves = await timedSaves(app, coach, SAMPLES, 20);
      const stats = { passport: summarize(passport.latencies), save: summarize(saves), roster: summarize(roster.latencies) };
      const rosterBody = JSON.parse(roster.lastBody) as { athletes: unknown[]; counts: { total: number } };
      const rosterSize = `${rosterBody.athletes.length} of ${rosterBody.counts.total}`;
      const evaluations = (JSON.parse(passport.lastBody) as { evaluationCount: number }).evaluationCount;
      const ok = { passport: stats.passport.p95 <= GOALS.passport, save: stats.save.p95 <= GOALS.save, roster: stats.roster.p95 <= GOALS.roster };
      const note = label === 'sqlite' ? '' : ', set for SQLite';
      console.info(`\n[${label}] ${ATHLETES + 1} athletes, ${(ATHLETES + 1) * EVALUATIONS_EACH} evaluations`);
      console.info(`  passport (${evaluations} evaluations)  p50 ${stats.passport.p50} ms  p95 ${stats.passport.p95} ms  (goal p95 <= ${GOALS.passport} ms${note}): ${verdict(ok.passport)}`);
      console.info(`  save a draft  p50 ${stats.save.p50} ms  p95 ${stats.save.p95} ms  (goal p95 <= ${GOALS.save} ms${note}): ${verdict(ok.save)}`);
      console.info(`  roster with due (${rosterSize} athletes)  p50 ${stats.roster.p50} ms  p95 ${stats.roster.p95} ms  (goal p95 <= ${GOALS.roster} ms${note}): ${verdict(ok.roster)}`);
      return { database: label, athletes: ATHLETES + 1, evaluations: (ATHLETES + 1) * EVALUATIONS_EACH, ...stats, verdict: verdict(ok.passport && ok.save && ok.roster) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('coach', run);
  console.info(`\nresults: ${writeResult('coach', results)}`);
  if (results.some((r) => r.database === 'sqlite' && r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
