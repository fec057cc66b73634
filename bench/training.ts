/**
 * `npm run bench:training`: a training category with 200 lessons (issue 18's figure: the category
 * page p95 under 10 ms), read through the whole app (Fastify's inject) by a parent whose athlete has
 * practised half of them and completed a quarter; the lesson page and the curriculum beside it.
 * On SQLite, and again on PostgreSQL when reachable (TEST_DATABASE_URL). Options: --sqlite-only.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { onEachDatabase, openBenchDatabase, summarize, verdict, writeResult, settleAfterLoad } from './support';

const CATEGORY = 'passing';
const LESSONS = 200;
const SAMPLES = 300;
const GOAL_P95_MS = 10;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';
const ATHLETE = 'bench-athlete';

/** Fills the category up to 200 lessons with copies of its first lesson, as staff would publish them. */
async function seedLessons(db: Db): Promise<string[]> {
  const existing = await db.selectFrom('lessons').selectAll().where('category_id', '=', CATEGORY).orderBy('sort_order').execute();
  const model = existing[0];
  if (!model) throw new Error(`no lesson in ${CATEGORY} to copy`);
  const now = new Date().toISOString();
  const added = Array.from({ length: LESSONS - existing.length }, (_, i) => ({
    ...model,
    id: `bench-lesson-${i}`,
    title: `Passing Pattern ${i + 1}`,
    difficulty: ['Beginner', 'Intermediate', 'Advanced'][i % 3]!,
    sort_order: 1000 + i,
    is_published: 1,
    edited_at: now,
  }));
  for (let start = 0; start < added.length; start += 50) await db.insertInto('lessons').values(added.slice(start, start + 50)).execute();
  return [...existing.map((l) => l.id), ...added.map((l) => l.id)];
}

/** The athlete's record: half the lessons practised, every other one of those completed. */
async function seedProgress(db: Db, lessonIds: string[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = lessonIds
    .filter((_, i) => i % 2 === 0)
    .map((lessonId, i) => ({
      athlete_id: ATHLETE,
      lesson_id: lessonId,
      completed_at: i % 2 === 0 ? new Date().toISOString() : null,
      best_count: 20 + (i % 15),
      score: null,
      notes: null,
      last_practiced_on: today,
      session_started_at: null,
    }));
  for (let start = 0; start < rows.length; start += 50) await db.insertInto('lesson_progress').values(rows.slice(start, start + 50)).execute();
}

async function signedInParent(app: FastifyInstance, db: Db): Promise<string> {
  const email = `bench-training-${Date.now()}@example.com`;
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: { name: 'Bench Parent', email, password: PASSWORD } });
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db.insertInto('athletes').values({ id: ATHLETE, parent_id: user.id, name: 'Bench Kid', date_of_birth: '2015-04-12', birth_year: 2015 }).execute();
  return confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
}

async function timed(app: FastifyInstance, cookie: string, urls: string[]): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i += 1) {
    const url = urls[i % urls.length]!;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= 20) latencies.push(ms);
  }
  return latencies;
}

async function run(label: string, databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl, process.env.BENCH_LOG ? { LOG_LEVEL: 'error' } : {});
  try {
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const cookie = await signedInParent(app, database.db);
      const lessonIds = await seedLessons(database.db);
      await seedProgress(database.db, lessonIds);
      await settleAfterLoad(database.db, ['athletes', 'athlete_progress', 'training_categories', 'lessons', 'lesson_progress']);
      const query = `athleteId=${ATHLETE}`;
      const listed = await app.inject({ method: 'GET', url: `/api/v1/training/categories/${CATEGORY}?${query}`, headers: { cookie } });
      const shown = (listed.json() as { category: { lessons: unknown[] } }).category.lessons.length;
      if (shown !== LESSONS) throw new Error(`the category lists ${shown} lessons, not ${LESSONS}`);
      const category = summarize(await timed(app, cookie, [`/api/v1/training/categories/${CATEGORY}?${query}`]));
      const lesson = summarize(await timed(app, cookie, lessonIds.slice(0, 20).map((id) => `/api/v1/training/lessons/${id}?${query}`)));
      const curriculum = summarize(await timed(app, cookie, [`/api/v1/training/categories?${query}`]));
      const isMet = category.p95 <= GOAL_P95_MS;
      console.info(`\n[${label}] ${LESSONS} lessons in ${CATEGORY}, ${Math.ceil(LESSONS / 2)} practised`);
      console.info(`  category page   p50 ${category.p50} ms  p95 ${category.p95} ms  (goal <= ${GOAL_P95_MS} ms): ${verdict(isMet)}`);
      console.info(`  lesson page     p50 ${lesson.p50} ms  p95 ${lesson.p95} ms`);
      console.info(`  categories      p50 ${curriculum.p50} ms  p95 ${curriculum.p95} ms`);
      return { database: label, lessons: LESSONS, category, lesson, curriculum, goalP95Ms: GOAL_P95_MS, verdict: verdict(isMet) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('training', run);
  console.info(`\nresults: ${writeResult('training', results)}`);
  if (results.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}

await main();
