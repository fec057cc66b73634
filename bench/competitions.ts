/**
 * `npm run bench:competitions`: a lesson completion that also advances three monthly competitions
 * (issue 16, figures: p95 at most 15 ms), at academy scale: 100,000 athletes and 1,000,000 ledger
 * rows (bench/seed-progress.ts), half of the athletes in this month's competitions, on SQLite and
 * again on PostgreSQL when reachable. Each measured completion is the whole earned-progress
 * transaction of the lesson route's service (award, streak, automatic challenges, achievements, the
 * competitions' follow-up), timed in process one after another; the same completion by athletes in
 * no competition is timed beside it. `npm run bench:progress` times the route over HTTP.
 * Options: --quick (10,000 athletes, 100,000 rows), --sqlite-only, --postgres-only.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '#server/app';
import { recordLessonProgress } from '#server/features/training/service';
import { advanceCompetitions, ensureCompetitions } from '#server/features/competitions/service';
import { inTransaction } from '#server/db/transaction';
import { monthStart } from '#shared/progress/time';
import { seedProgressData } from './seed-progress';
import { onEachDatabase, openBenchDatabase, round, summarize, verdict, writeResult } from './support';

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const ATHLETES = QUICK ? 10_000 : 100_000;
const LEDGER_ROWS = QUICK ? 100_000 : 1_000_000;
const GOAL_P95_MS = 15;
/** Athletes timed per group (each completes one lesson it opened an hour ago). */
const TIMED = 150;
const TYPES = ['lessons_completed', 'xp_earned', 'streak_days'] as const;

type Result = {
  database: string;
  athletes: number;
  ledgerRows: number;
  entries: number;
  withThreeCompetitions: ReturnType<typeof summarize>;
  withoutCompetitions: ReturnType<typeof summarize>;
  /** The competitions' follow-up alone (three open entries recounted), in its own transaction. */
  followUpAlone: ReturnType<typeof summarize>;
  entriesAdvanced: number;
};

async function run(label: 'sqlite' | 'postgres', databaseUrl: string): Promise<Result> {
  console.info(`\n${label}: seeding ${ATHLETES.toLocaleString('en-US')} athletes, ${LEDGER_ROWS.toLocaleString('en-US')} ledger rows...`);
  const seed = await seedProgressData(databaseUrl, ATHLETES, LEDGER_ROWS);
  const { config, database } = await openBenchDatabase(databaseUrl);
  await database.close();
  const app = await buildApp(config);
  const { ctx } = app;
  const db = ctx.db;
  try {
    const now = new Date();
    await ensureCompetitions(db, now);
    const month = monthStart(now);
    const competitions = await db.selectFrom('competitions').select(['id', 'competition_type']).where('month', '=', month).execute();
    const three = competitions.filter((c) => (TYPES as readonly string[]).includes(c.competition_type)).map((c) => c.id);
    const joinedAt = new Date(now.getTime() - 3_600_000).toISOString();
    // Half of the academy joined this month's three competitions (by the first hex digit of the id).
    await sql`
      insert into competition_entries (competition_id, athlete_id, joined_at, current_progress, updated_at)
      select c.id, a.id, ${joinedAt}, 0, ${joinedAt} from athletes a cross join competitions c
      where c.id in (${sql.join(three)}) and substr(a.id, 1, 1) < '8'
      on conflict do nothing`.execute(db);
    const entries = Number((await db.selectFrom('competition_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    console.info(`   ${entries.toLocaleString('en-US')} competition entries`);

    const timedAthletes = await db
      .selectFrom('athletes')
      .select(['id', 'parent_id'])
      .where('id', 'in', seed.benchAthletes)
      .execute();
    const joined = timedAthletes.filter((a) => a.id < '8').slice(0, TIMED);
    const alone = timedAthletes.filter((a) => a.id >= '8').slice(0, TIMED);
    const lessons = (await db.selectFrom('lessons').select('id').orderBy('sort_order').execute()).map((l) => l.id);
    const lessonOf = new Map([...joined, ...alone].map((a, i) => [a.id, lessons[i % lessons.length]!]));
    const startedAt = new Date(now.getTime() - 3_600_000).toISOString();
    const starts = [...lessonOf].map(([athleteId, lessonId]) => ({ athlete_id: athleteId, kind: 'lesson' as const, subject_id: lessonId, started_at: startedAt }));
    await db.insertInto('training_starts').values(starts).onConflict((oc) => oc.doNothing()).execute();

    const time = async (group: typeof joined) => {
      const latencies: number[] = [];
      for (const athlete of group) {
        const begin = performance.now();
        await recordLessonProgress(ctx, athlete.parent_id, lessonOf.get(athlete.id)!, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 10, notes: null });
        latencies.push(performance.now() - begin);
      }
      return summarize(latencies);
    };
    // Warm-up: the statement caches and the first connections, not measured.
    await time(alone.slice(0, 10));
    const withoutCompetitions = await time(alone.slice(10));
    const withThreeCompetitions = await time(joined);
    const followUp: number[] = [];
    for (const athlete of joined) {
      const begin = performance.now();
      await inTransaction(db, (trx) => advanceCompetitions(trx, athlete.id, new Date()));
      followUp.push(performance.now() - begin);
    }
    const followUpAlone = summarize(followUp);
    const advanced = await db
      .selectFrom('competition_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('athlete_id', 'in', joined.map((a) => a.id))
      .where('current_progress', '>', 0)
      .executeTakeFirstOrThrow();
    const result: Result = {
      database: label,
      athletes: seed.athletes,
      ledgerRows: seed.ledgerRows,
      entries,
      withThreeCompetitions,
      withoutCompetitions,
      followUpAlone,
      entriesAdvanced: Number(advanced.n),
    };
    console.info('   with three competitions', JSON.stringify(withThreeCompetitions));
    console.info('   without competitions   ', JSON.stringify(withoutCompetitions));
    console.info('   the follow-up alone    ', JSON.stringify(followUpAlone));
    console.info(`   entries advanced: ${result.entriesAdvanced} of ${joined.length * TYPES.length}`);
    return result;
  } finally {
    await app.close();
  }
}

const results = await onEachDatabase('competitions', run);
const file = writeResult('competitions', { quick: QUICK, goalP95Ms: GOAL_P95_MS, results });
console.info('\nA lesson completion that advances three competitions:');
for (const r of results) {
  const ok = r.withThreeCompetitions.p95 <= GOAL_P95_MS && r.entriesAdvanced > 0;
  console.info(
    `  ${verdict(ok)} ${r.database}: p50 ${r.withThreeCompetitions.p50} ms, p95 ${r.withThreeCompetitions.p95} ms (goal <= ${GOAL_P95_MS} ms); without competitions p95 ${r.withoutCompetitions.p95} ms (difference ${round(r.withThreeCompetitions.p95 - r.withoutCompetitions.p95)} ms); the follow-up alone p95 ${r.followUpAlone.p95} ms`,
  );
}
console.info(`Results: ${file}`);
