/**
 * `npm run bench:report`: a progress report (GET /api/v1/athletes/:athleteId/report) for an athlete
 * with 5,000 ledger rows spread over the last year, among 10,000 athletes and 100,000 other ledger
 * rows (bench/seed-progress.ts), through a real server, on SQLite and again on PostgreSQL when
 * reachable (TEST_DATABASE_URL):
 *  - the report of this month, the last 3 months and a whole year: p95 (goal <= 50 ms);
 *  - the PDF of a whole year: p95 (goal <= 500 ms; rendered in a worker thread, off the event loop).
 * Requests go one at a time, as a family opens a report. Options: --sqlite-only, --postgres-only.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { parseDatabaseUrl } from '#server/config';
import { createDatabase } from '#server/db/database';
import { levelForXp } from '#shared/progress/levels';
import { academyDate, addDays } from '#shared/progress/time';
import { presetPeriod } from '#shared/validation/report';
import { BENCH_PASSWORD, seedProgressData } from './seed-progress';
import { round, startServer, summarize, tempDatabaseUrl, verdict, writeResult } from './support';

const args = new Set(process.argv.slice(2));
const LEDGER_ROWS = 5_000;
const SAMPLES = 300;
const PDF_SAMPLES = 30;

/** 5,000 ledger rows over the last 365 days for one athlete, with lessons, challenges and badges, and totals to match. */
async function seedReportAthlete(databaseUrl: string, athleteId: string): Promise<void> {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  const { db } = database;
  try {
    const now = Date.now();
    const year = 365 * 86_400_000;
    const rows = Array.from({ length: LEDGER_ROWS }, (_, i) => ({
      id: `report-bench-${i}`,
      athlete_id: athleteId,
      amount: 5 + (i % 20),
      reason: 'Benchmark lesson',
      reference_type: 'report-bench',
      reference_id: String(i),
      created_at: new Date(now - year + Math.floor((i / LEDGER_ROWS) * year)).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('xp_transactions')
        .values(rows.slice(i, i + 500))
        .execute();
    const total = await db
      .selectFrom('xp_transactions')
      .select((eb) => eb.fn.sum<number | string>('amount').as('xp'))
      .where('athlete_id', '=', athleteId)
      .executeTakeFirstOrThrow();
    const totalXp = Number(total.xp);
    await db
      .updateTable('athlete_progress')
      .set({ total_xp: totalXp, current_level: levelForXp(totalXp) })
      .where('athlete_id', '=', athleteId)
      .execute();

    const lessons = await db.selectFrom('lessons').select('id').execute();
    await db
      .insertInto('lesson_progress')
      .values(
        lessons.map((l, i) => ({
          athlete_id: athleteId,
          lesson_id: l.id,
          completed_at: new Date(now - (i + 1) * 7 * 86_400_000).toISOString(),
          best_count: 10 + i,
          score: 80 + (i % 20),
          time_spent_minutes: 30 + i,
          last_practiced_on: academyDate(new Date(now - i * 5 * 86_400_000)),
        })),
      )
      .onConflict((oc) => oc.columns(['athlete_id', 'lesson_id']).doNothing())
      .execute();
    const challenges = await db.selectFrom('challenges').select('id').limit(40).execute();
    await db
      .insertInto('athlete_challenges')
      .values(
        challenges.map((c, i) => ({
          id: `report-bench-challenge-${i}`,
          athlete_id: athleteId,
          challenge_id: c.id,
          week_start: addDays(academyDate(new Date(now)), -7 * (i + 1)),
          end_date: new Date(now).toISOString(),
          current_progress: 1,
          completed_at: new Date(now - (i + 1) * 6 * 86_400_000).toISOString(),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const achievements = await db.selectFrom('achievements').select('id').limit(20).execute();
    await db
      .insertInto('athlete_achievements')
      .values(
        achievements.map((a, i) => ({
          athlete_id: athleteId,
          achievement_id: a.id,
          progress_value: 1,
          unlocked_at: new Date(now - (i + 1) * 15 * 86_400_000).toISOString(),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  } finally {
    await database.close();
  }
}

async function timed(
  url: string,
  cookie: string,
  count: number,
  check: (status: number, body: Buffer) => boolean,
) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    latencies.push(performance.now() - start);
    if (!check(res.status, body))
      throw new Error(`${url}: ${res.status} ${body.subarray(0, 200).toString()}`);
  }
  return summarize(latencies);
}

async function runSuite(label: 'sqlite' | 'postgres', databaseUrl: string) {
  console.info(`\n=== ${label} ===`);
  const seed = await seedProgressData(databaseUrl, 10_000, 100_000);
  const athleteId = seed.benchAthletes[0]!;
  await seedReportAthlete(databaseUrl, athleteId);
  console.info(
    `seeded ${seed.athletes} athletes, ${seed.ledgerRows} ledger rows, and ${LEDGER_ROWS} rows for the reported athlete`,
  );

  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: seed.benchEmails[0], password: BENCH_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const today = academyDate(new Date());
    const periods = {
      thisMonth: presetPeriod('this-month', today),
      last3Months: presetPeriod('last-3-months', today),
      year: { from: addDays(today, -365), to: today },
    };
    const url = (p: { from: string; to: string }, suffix = '') =>
      `${server.url}/api/v1/athletes/${athleteId}/report${suffix}?from=${p.from}&to=${p.to}`;
    const yearly = (await (await fetch(url(periods.year), { headers: { cookie } })).json()) as {
      summary: { xpEarned: number };
    };
    const isJson = (status: number) => status === 200;
    // Warm up: the read workers, the statements, the PDF worker.
    await timed(url(periods.thisMonth), cookie, 30, isJson);
    await timed(
      url(periods.year, '.pdf'),
      cookie,
      3,
      (s, b) => s === 200 && b.subarray(0, 5).toString() === '%PDF-',
    );
    const result = {
      yearXpEarned: yearly.summary.xpEarned,
      thisMonth: await timed(url(periods.thisMonth), cookie, SAMPLES, isJson),
      last3Months: await timed(url(periods.last3Months), cookie, SAMPLES, isJson),
      year: await timed(url(periods.year), cookie, SAMPLES, isJson),
      yearPdf: await timed(
        url(periods.year, '.pdf'),
        cookie,
        PDF_SAMPLES,
        (s, b) => s === 200 && b.subarray(0, 5).toString() === '%PDF-',
      ),
    };
    return result;
  } finally {
    await server.stop();
  }
}

type Stats = ReturnType<typeof summarize>;

function report(
  label: string,
  r: { yearXpEarned: number; thisMonth: Stats; last3Months: Stats; year: Stats; yearPdf: Stats },
) {
  console.info(
    `\n${label}: the reported athlete earned ${r.yearXpEarned} XP over the year (${LEDGER_ROWS} ledger rows)`,
  );
  for (const [name, s] of [
    ['report, this month', r.thisMonth],
    ['report, last 3 months', r.last3Months],
    ['report, a whole year', r.year],
  ] as const) {
    console.info(
      `  ${verdict(s.p95 <= 50)} ${name}: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (${s.count} requests; goal p95 <= 50 ms)`,
    );
  }
  const p = r.yearPdf;
  console.info(
    `  ${verdict(p.p95 <= 500)} PDF of a whole year: p50 ${p.p50} ms, p95 ${p.p95} ms, max ${p.max} ms (${p.count} requests; goal p95 <= 500 ms)`,
  );
}

async function main() {
  const results: Record<string, Awaited<ReturnType<typeof runSuite>>> = {};
  if (!args.has('--postgres-only'))
    results.sqlite = await runSuite('sqlite', tempDatabaseUrl('report'));
  if (!args.has('--sqlite-only')) {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `bravo_bench_report_${process.pid}`;
    const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        results.postgres = await runSuite('postgres', url.toString());
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } catch (error) {
      console.warn(
        `PostgreSQL not measured: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  for (const [label, r] of Object.entries(results)) report(label, r);
  console.info(`\nresults: ${writeResult('report', results)}`);
  console.info(`(measured ${round(performance.now() / 1000, 0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
