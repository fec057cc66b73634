/**
 * Seeds a database for `npm run bench:progress`: FAMILIES families with two athletes each
 * (100,000 athletes by default), about 10 ledger rows per athlete (1,000,000), and the totals the
 * app keeps with every award (lifetime, level, this and last week, this and last month), consistent
 * with the ledger. The first SIGNED_IN families get a password so the bench can sign them in.
 *
 * Usage: node --import tsx bench/seed-progress.ts DATABASE_URL [athletes] [ledgerRows]
 */
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { hashPassword } from '#server/auth/password';
import { parseDatabaseUrl } from '#server/config';
import { createDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedFeatures } from '#server/features/index';
import { levelForXp } from '#shared/progress/levels';
import { addDays, academyMidnight, monthStart, weekStart } from '#shared/progress/time';

export const BENCH_PASSWORD = 'Bench2026!Run';
export const SIGNED_IN = 300;

export type SeedSummary = { families: number; athletes: number; ledgerRows: number; benchEmails: string[]; benchAthletes: string[] };

type Row = unknown[];

/** Deterministic pseudo-random numbers, so two runs seed the same data. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

export async function seedProgressData(databaseUrl: string, athletes = 100_000, ledgerRows = 1_000_000): Promise<SeedSummary> {
  const config = parseDatabaseUrl(databaseUrl);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  await seedFeatures(database.db);
  await database.close();

  const now = new Date();
  const thisWeek = weekStart(now);
  const lastWeek = addDays(thisWeek, -7);
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(new Date(academyMidnight(thisMonth).getTime() - 86_400_000));
  const weekBegins = academyMidnight(thisWeek).getTime();
  const rand = random(42);
  const hash = await hashPassword(BENCH_PASSWORD);
  const stamp = now.toISOString();
  const families = Math.ceil(athletes / 2);
  const perAthlete = Math.max(1, Math.round(ledgerRows / athletes));

  const users: Row[] = [];
  const accounts: Row[] = [];
  const athleteRows: Row[] = [];
  const ledger: Row[] = [];
  const progress: Row[] = [];
  const periods: Row[] = [];
  const benchEmails: string[] = [];
  const benchAthletes: string[] = [];

  for (let f = 0; f < families; f += 1) {
    const userId = randomUUID();
    const email = `family${f}@bench.example`;
    users.push([userId, `Family ${f}`, email, stamp, stamp]);
    if (f < SIGNED_IN) {
      accounts.push([randomUUID(), userId, userId, 'credential', hash, stamp, stamp]);
      benchEmails.push(email);
    }
    for (let k = 0; k < 2 && athleteRows.length < athletes; k += 1) {
      const athleteId = randomUUID();
      athleteRows.push([athleteId, userId, `Player${f}x${k} Bench`, '2015-06-01', 2015, stamp, stamp]);
      if (f < SIGNED_IN && k === 0) benchAthletes.push(athleteId);
      let total = 0;
      const sums = { thisWeek: 0, lastWeek: 0, thisMonth: 0, lastMonth: 0 };
      let lastAt = '';
      for (let i = 0; i < perAthlete; i += 1) {
        // Spread over the last 45 days; a third of athletes trained this week.
        const daysAgo = Math.floor(rand() * 45);
        const at = new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(rand() * 86_400_000));
        const amount = 20 + Math.floor(rand() * 120);
        const iso = at.toISOString();
        ledger.push([randomUUID(), athleteId, amount, 'Lesson completed: Bench', 'bench', `${i}`, iso]);
        total += amount;
        const week = weekStart(at);
        const month = monthStart(at);
        if (week === thisWeek) sums.thisWeek += amount;
        if (week === lastWeek) sums.lastWeek += amount;
        if (month === thisMonth) sums.thisMonth += amount;
        if (month === lastMonth) sums.lastMonth += amount;
        if (iso > lastAt) lastAt = iso;
      }
      progress.push([athleteId, total, levelForXp(total), 0, 3, null, lastAt || stamp]);
      if (sums.thisWeek) periods.push(['week', thisWeek, athleteId, sums.thisWeek, lastAt]);
      if (sums.lastWeek) periods.push(['week', lastWeek, athleteId, sums.lastWeek, new Date(weekBegins - 3_600_000).toISOString()]);
      if (sums.thisMonth) periods.push(['month', thisMonth, athleteId, sums.thisMonth, lastAt]);
      if (sums.lastMonth) periods.push(['month', lastMonth, athleteId, sums.lastMonth, lastAt]);
    }
  }

  const tables: [string, string[], Row[]][] = [
    ['users', ['id', 'name', 'email', 'created_at', 'updated_at'], users],
    ['accounts', ['id', 'user_id', 'account_id', 'provider_id', 'password', 'created_at', 'updated_at'], accounts],
    ['athletes', ['id', 'parent_id', 'name', 'date_of_birth', 'birth_year', 'created_at', 'updated_at'], athleteRows],
    ['xp_transactions', ['id', 'athlete_id', 'amount', 'reason', 'reference_type', 'reference_id', 'created_at'], ledger],
    ['athlete_progress', ['athlete_id', 'total_xp', 'current_level', 'current_streak', 'longest_streak', 'last_activity_date', 'updated_at'], progress],
    ['xp_period_totals', ['period_type', 'period_start', 'athlete_id', 'xp', 'updated_at'], periods],
  ];

  if (config.dialect === 'sqlite') {
    const sqlite = new SQLite(config.filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = OFF');
    const insertAll = sqlite.transaction(() => {
      for (const [table, columns, rows] of tables) {
        const extra = table === 'users' ? ', email_verified, role' : '';
        const extraValues = table === 'users' ? ', 1, \'parent\'' : '';
        const statement = sqlite.prepare(
          `insert into ${table} (${columns.join(', ')}${extra}) values (${columns.map(() => '?').join(', ')}${extraValues})`,
        );
        for (const row of rows) statement.run(...row);
      }
    });
    insertAll();
    sqlite.exec('analyze');
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: config.url, ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}) });
    await client.connect();
    await client.query('begin');
    for (const [table, columns, rows] of tables) {
      const extra = table === 'users' ? ', email_verified, role' : '';
      const batch = 2000;
      for (let i = 0; i < rows.length; i += batch) {
        const chunk = rows.slice(i, i + batch);
        const params: unknown[] = [];
        const values = chunk
          .map((row) => {
            const placeholders = row.map((value) => {
              params.push(value);
              return `$${params.length}`;
            });
            return `(${placeholders.join(', ')}${table === 'users' ? ", true, 'parent'" : ''})`;
          })
          .join(', ');
        await client.query(`insert into ${table} (${columns.join(', ')}${extra}) values ${values}`, params);
      }
    }
    await client.query('commit');
    // The triggers moved histogram buckets once per seeded row, leaving hundreds of thousands of
    // superseded row versions that autovacuum clears within a minute in a running academy.
    await client.query('vacuum analyze');
    await client.end();
  }
  return { families, athletes: athleteRows.length, ledgerRows: ledger.length, benchEmails, benchAthletes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, athletes, rows] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: node --import tsx bench/seed-progress.ts DATABASE_URL [athletes] [ledgerRows]');
    process.exit(2);
  }
  const started = Date.now();
  seedProgressData(url, Number(athletes ?? 100_000), Number(rows ?? 1_000_000))
    .then((summary) => console.info(`seeded ${summary.athletes} athletes, ${summary.ledgerRows} ledger rows in ${Math.round((Date.now() - started) / 1000)} s`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
