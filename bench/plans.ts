/**
 * `npm run bench:plans`: the coach's roster with weekly plan progress at academy scale (issue 42,
 * Figures), on SQLite and again on PostgreSQL when reachable (TEST_DATABASE_URL). Options:
 * --sqlite-only. Seeds 1,500 athletes (one a family, born 2014-2017, each with a running
 * membership), ten weeks of training (30 lesson completions and 60 lesson sessions an athlete) and
 * 50 weekly plans: 40 of the past eight weeks and 10 running now (a plan per birth year and six for
 * one athlete each), five lessons and a minutes target each. Then GET /api/v1/staff/weekly-plans as
 * a coach through the whole app: goal p95 <= 15 ms.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import { insertInBatches, onEachDatabase, openBenchDatabase, seedBenchFamilies, settleAfterLoad, signedInStaff, summarize, timedGets, verdict, writeResult } from './support';

const ATHLETES = 1_500;
const PLANS = 50;
const CURRENT_PLANS = 10;
const COMPLETIONS = 30;
const SESSIONS = 60;
const SAMPLES = 300;
const GOAL_MS = 15;
const DAY_MS = 86_400_000;
const YEARS = [2014, 2015, 2016, 2017];

async function seed(db: Db): Promise<void> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const lessons = (await db.selectFrom('lessons').select('id').where('is_published', '=', 1).orderBy('id').execute()).map((l) => l.id);
  await seedBenchFamilies(db, ATHLETES, now, 400);
  await insertInBatches(
    ATHLETES,
    (i) => ({ id: `ath-${i}`, parent_id: `fam-${i}`, name: `Player ${i}`, date_of_birth: `${YEARS[i % 4]}-05-01`, birth_year: YEARS[i % 4]! }),
    (rows) => db.insertInto('athletes').values(rows).execute(),
  );
  await insertInBatches(
    ATHLETES,
    (i) => ({
      id: `mem-${i}`, user_id: `fam-${i}`, athlete_id: `ath-${i}`, membership_type_id: i % 3 ? 'core-monthly' : 'pro-monthly', status: 'active' as const,
      current_period_start: iso(now - 10 * DAY_MS), current_period_end: iso(now + 20 * DAY_MS), provider: 'test',
    }),
    (rows) => db.insertInto('memberships').values(rows as never).execute(),
  );
  // Ten weeks of training: completions (one ledger row per lesson ever) and sessions with minutes.
  await insertInBatches(
    ATHLETES * COMPLETIONS,
    (n) => {
      const at = now - ((n * 7919) % (70 * 24)) * 3_600_000;
      return { id: timeOrderedId(at), athlete_id: `ath-${Math.floor(n / COMPLETIONS)}`, amount: 40, reason: 'Lesson completed', reference_type: 'lesson', reference_id: lessons[n % COMPLETIONS % lessons.length]!, created_at: iso(at) };
    },
    (rows) => db.insertInto('xp_transactions').values(rows).execute(),
  );
  await insertInBatches(
    ATHLETES * SESSIONS,
    (n) => {
      const at = now - ((n * 104_729) % (70 * 24 * 60)) * 60_000;
      return { athlete_id: `ath-${Math.floor(n / SESSIONS)}`, lesson_id: lessons[n % lessons.length]!, started_at: iso(at), minutes: 5 + (n % 20), updated_at: iso(at) };
    },
    (rows) => db.insertInto('lesson_sessions').values(rows).execute(),
  );
  // 50 plans, five a week: the past eight weeks' and this week's ten (four birth years, six single athletes).
  const today = academyDate(new Date(now));
  for (let p = 0; p < PLANS; p += 1) {
    const isCurrent = p >= PLANS - CURRENT_PLANS;
    const weeksAgo = isCurrent ? 0 : 1 + Math.floor(p / 5);
    const startsOn = addDays(today, -3 - 7 * weeksAgo);
    const endsOn = addDays(startsOn, 6);
    // This week: a plan per birth year and six single athletes; each past week: four years and one athlete.
    const slot = isCurrent ? p % 10 : p % 5;
    const isYear = slot < 4;
    const year = YEARS[slot % 4]!;
    const athleteIds = isYear ? Array.from({ length: ATHLETES }, (_, i) => i).filter((i) => YEARS[i % 4] === year).map((i) => `ath-${i}`) : [`ath-${(p * 37) % ATHLETES}`];
    const id = timeOrderedId(now - weeksAgo * 7 * DAY_MS);
    await db
      .insertInto('weekly_plans')
      .values({
        id, audience_kind: isYear ? 'birth-year' : 'athlete', audience_value: isYear ? String(year) : athleteIds[0]!, audience_label: isYear ? `Born ${year}` : 'Player',
        title: `Week plan ${p}`, minutes_target: 60, starts_on: startsOn, ends_on: endsOn,
        starts_at: academyMidnight(startsOn).toISOString(), ends_at: academyMidnight(addDays(endsOn, 1)).toISOString(), created_by: 'bench-coach', created_at: iso(now),
      })
      .execute();
    await db.insertInto('weekly_plan_lessons').values(Array.from({ length: 5 }, (_, k) => ({ plan_id: id, lesson_id: lessons[(p + k) % lessons.length]!, sort_order: k }))).execute();
    await insertInBatches(athleteIds.length, (i) => ({ plan_id: id, athlete_id: athleteIds[i]! }), (rows) => db.insertInto('weekly_plan_athletes').values(rows).execute(), 500);
  }
  await settleAfterLoad(db, ['users', 'athletes', 'memberships', 'xp_transactions', 'lesson_sessions', 'weekly_plans', 'weekly_plan_lessons', 'weekly_plan_athletes']);
}

async function run(label: 'sqlite' | 'postgres', databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl, { TRUST_PROXY: 'true' });
  try {
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const coach = await signedInStaff(app, database.db, { role: 'coach', ip: '10.9.1.1' });
      const seeding = performance.now();
      await seed(database.db);
      console.info(`[${label}] seeded in ${Math.round(performance.now() - seeding)} ms`);
      const { latencies, lastBody } = await timedGets(app, coach, '/api/v1/staff/weekly-plans', SAMPLES, 20);
      const body = JSON.parse(lastBody) as { plans: { counts: { done: number; started: number; notStarted: number } }[] };
      const rows = body.plans.reduce((sum, p) => sum + p.counts.done + p.counts.started + p.counts.notStarted, 0);
      const stats = summarize(latencies);
      const ok = stats.p95 <= GOAL_MS;
      console.info(`\n[${label}] ${ATHLETES} athletes, ${PLANS} plans (${body.plans.length} running, ${rows} athlete rows), ${ATHLETES * COMPLETIONS} completions, ${ATHLETES * SESSIONS} lesson sessions`);
      console.info(`  coach roster with plan progress  p50 ${stats.p50} ms  p95 ${stats.p95} ms  (goal p95 <= ${GOAL_MS} ms): ${verdict(ok)}`);
      return { database: label, athletes: ATHLETES, plans: PLANS, running: body.plans.length, rows, roster: stats, verdict: verdict(ok) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('plans', run);
  console.info(`\nresults: ${writeResult('plans', results)}`);
  if (results.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
