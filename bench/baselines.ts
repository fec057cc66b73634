/**
 * Same-run baselines (issue 19, point 1): what this machine does with nothing of ours in the way,
 * measured in the same run as the figures they sit beside, so a ratio holds where an absolute figure
 * moves with the machine's load. Each one runs in rounds and reports its spread.
 *  - fsync: a 4 KiB write and fdatasync in the benches' temporary folder (the disk's own latency,
 *    which every durable commit pays);
 *  - raw inserts: better-sqlite3 alone, one row per transaction, WAL with synchronous=FULL as the app
 *    runs it (the most commits a second this disk allows one writer);
 *  - bare Fastify: one JSON route, at saturation with the same client as the dashboard's figure;
 *  - raw dashboard reads: the dashboard's own statements replayed on better-sqlite3 alone (below).
 */
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { parseDatabaseUrl } from '#server/config';
import { createDatabase, type Db, readOnlyConnection } from '#server/db/database';
import { type DashboardQuery, readDashboard } from '#server/features/dashboard/read';
import { closedLoop } from './load';
import { round, summarize } from './support';

export const BASELINE_ROUNDS = 3;

/** The spread of a figure over rounds: its median, lowest and highest. */
export type Spread = { median: number; min: number; max: number; rounds: number[] };

export function spread(rounds: number[]): Spread {
  const sorted = [...rounds].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)!, rounds };
}

async function inRounds(measure: () => Promise<number> | number): Promise<Spread> {
  const rounds: number[] = [];
  for (let i = 0; i < BASELINE_ROUNDS; i += 1) rounds.push(await measure());
  return spread(rounds);
}

/** p95 milliseconds of a 4 KiB write and fdatasync, 300 of them per round. */
export async function measureFsync(): Promise<Spread> {
  const dir = mkdtempSync(join(tmpdir(), 'bravo-bench-fsync-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const block = Buffer.alloc(4096, 1);
  try {
    return await inRounds(() => {
      const times: number[] = [];
      for (let i = 0; i < 300; i += 1) {
        const started = performance.now();
        writeSync(fd, block, 0, block.length, (i % 64) * block.length);
        fdatasyncSync(fd);
        times.push(performance.now() - started);
      }
      return summarize(times).p95;
    });
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Committed single-row inserts a second, one writer, for `seconds` per round. */
export async function measureRawInserts(seconds = 2): Promise<Spread> {
  const dir = mkdtempSync(join(tmpdir(), 'bravo-bench-raw-'));
  const db = new SQLite(join(dir, 'raw.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('create table ledger (id integer primary key, athlete_id text not null, amount integer not null, created_at text not null)');
  const insert = db.prepare('insert into ledger (athlete_id, amount, created_at) values (?, ?, ?)');
  try {
    return await inRounds(() => {
      let done = 0;
      const deadline = performance.now() + seconds * 1000;
      const started = performance.now();
      while (performance.now() < deadline) {
        insert.run(`athlete-${done % 1000}`, 10, new Date().toISOString());
        done += 1;
      }
      return round(done / ((performance.now() - started) / 1000), 0);
    });
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Requests a second a bare Fastify route answers with 200 connections, for `seconds` per round. */
export async function measureBareFastify(seconds = 5): Promise<Spread> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await inRounds(async () => {
      const result = await closedLoop({ url, connections: 200, seconds, requests: [{ path: '/' }] });
      return round(result.requests.average, 0);
    });
  } finally {
    await app.close();
  }
}

export type Baselines = { fsyncP95Ms: Spread; rawInsertsPerSecond: Spread; bareFastifyRequestsPerSecond: Spread };

export async function measureBaselines(): Promise<Baselines> {
  return {
    fsyncP95Ms: await measureFsync(),
    rawInsertsPerSecond: await measureRawInserts(),
    bareFastifyRequestsPerSecond: await measureBareFastify(),
  };
}

export const formatSpread = (s: Spread, unit = '') => `${s.median}${unit} (${s.min}-${s.max}${unit} over ${s.rounds.length} rounds)`;

/** One statement of a recorded read: its SQL, how it was called, and its bound values. */
type RecordedStatement = { sql: string; method: 'all' | 'get' | 'run' | 'iterate'; args: unknown[] };

/**
 * Records every statement a read task runs, with its bound values, on a read-only connection of the
 * app's own (so the SQL is exactly the app's, prepared queries and Kysely's alike).
 */
async function recordStatements<Q>(filename: string, inputs: Q[], read: (db: Db, input: Q) => Promise<unknown>): Promise<RecordedStatement[][]> {
  const database = createDatabase({ dialect: 'sqlite', filename }, { isReadOnly: true });
  const connection = readOnlyConnection(database.db)!;
  const prepare = connection.prepare.bind(connection);
  let recording: RecordedStatement[] = [];
  connection.prepare = ((query: string) => {
    const statement = prepare(query);
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== 'function') return value;
        if (key === 'all' || key === 'get' || key === 'run' || key === 'iterate') {
          return (...args: unknown[]) => {
            recording.push({ sql: query, method: key, args });
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  }) as typeof connection.prepare;
  const recorded: RecordedStatement[][] = [];
  try {
    for (const input of inputs) {
      recording = [];
      connection.exec('begin');
      try {
        await read(database.db, input);
      } finally {
        connection.exec('commit');
      }
      recorded.push(recording);
    }
  } finally {
    await database.close();
  }
  return recorded;
}

/**
 * The dashboard's own statements on raw better-sqlite3 (issue 19, point 1): each family's dashboard
 * as the app reads it is recorded once (every statement with its bound values), then replayed on one
 * read-only connection with the app's page cache, each dashboard in one read transaction, on this
 * thread: the reads a second one core gives with no HTTP, no session, no worker messages and no
 * query builder. The server's dashboard throughput is read as a ratio to it, in rounds alternating
 * with the server's (bench/progress.ts), so that a slow spell of the machine weighs on both.
 */
export async function openRawDashboard(filename: string, queries: DashboardQuery[]): Promise<{ statements: number; round(seconds?: number): number; close(): void }> {
  const recorded = await recordStatements(filename, queries, readDashboard);
  const raw = new SQLite(filename, { readonly: true });
  raw.pragma('cache_size = -65536');
  const statements = new Map<string, SQLite.Statement>();
  const statementOf = (query: string) => {
    let statement = statements.get(query);
    if (!statement) statements.set(query, (statement = raw.prepare(query)));
    return statement;
  };
  const replay = (dashboard: RecordedStatement[]) => {
    raw.exec('begin');
    try {
      for (const { sql, method, args } of dashboard) {
        const statement = statementOf(sql);
        if (method === 'iterate') for (const row of statement.iterate(...args)) void row;
        else statement[method](...args);
      }
    } finally {
      raw.exec('commit');
    }
  };
  for (const dashboard of recorded) replay(dashboard); // warm: statements prepared, pages cached
  return {
    statements: Math.round(recorded.reduce((sum, d) => sum + d.length, 0) / recorded.length),
    /** Dashboards a second over one round of `seconds`. */
    round(seconds = 2) {
      let done = 0;
      const deadline = performance.now() + seconds * 1000;
      const started = performance.now();
      while (performance.now() < deadline) replay(recorded[done++ % recorded.length]!);
      return round(done / ((performance.now() - started) / 1000), 0);
    },
    close: () => raw.close(),
  };
}

/** One statement as pg sent it: its name (a prepared query's), SQL and values. */
type PgStatement = { name?: string; text: string; values: unknown[] };

/** Every statement the app's pg clients send while `read` runs for each input, in order. */
async function recordPgStatements<Q>(databaseUrl: string, inputs: Q[], read: (db: Db, input: Q) => Promise<unknown>): Promise<PgStatement[][]> {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  const query = pg.Client.prototype.query;
  let recording: PgStatement[] = [];
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    if (typeof config === 'string') recording.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config === 'object' && 'text' in config) {
      const { name, text, values: bound } = config as { name?: string; text: string; values?: unknown[] };
      recording.push({ name, text, values: bound ?? [] });
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, values, callback);
  } as typeof query;
  const recorded: PgStatement[][] = [];
  try {
    for (const input of inputs) {
      recording = [];
      await read(database.db, input);
      recorded.push(recording);
    }
  } finally {
    pg.Client.prototype.query = query;
    await database.close();
  }
  return recorded;
}

/**
 * The dashboard's own statements on PostgreSQL with nothing of ours around them: recorded as the app
 * sends them (SQL, statement names, values; every read, the shared ones too, as the SQLite baseline
 * has them), then replayed with pg alone as the app's driver runs them (decision 045): two pipelined
 * connections, named statements with generic plans, each dashboard's statements sent together, 64
 * dashboards in flight. No HTTP, no session, no query builder, no JSON: what PostgreSQL and pg
 * themselves allow on this machine, beside which PostgreSQL mode's saturation is read.
 */
export async function measureRawPostgresDashboard(databaseUrl: string, queries: DashboardQuery[], seconds = 2): Promise<Spread & { statements: number }> {
  const recorded = await recordPgStatements(databaseUrl, queries, readDashboard);
  const lanes = await Promise.all(
    [0, 1].map(async () => {
      const client = new pg.Client({ connectionString: databaseUrl, options: '-c plan_cache_mode=force_generic_plan', pipeline: true } as pg.ClientConfig);
      await client.connect();
      return client;
    }),
  );
  const names = new Map<string, string>();
  const nameOf = (statement: PgStatement) => {
    let name = statement.name ?? names.get(statement.text);
    if (!name) names.set(statement.text, (name = `raw_${names.size}`));
    return name;
  };
  const replay = (lane: pg.Client, dashboard: PgStatement[]) =>
    Promise.all(dashboard.map((statement) => lane.query({ name: nameOf(statement), text: statement.text, values: statement.values })));
  const run = async (until: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (performance.now() < until) {
          const i = next++;
          await replay(lanes[i % lanes.length]!, recorded[i % recorded.length]!);
        }
      }),
    );
    return next;
  };
  try {
    await run(performance.now() + 1000); // warm: statements prepared on both connections, pages cached
    const rounds = await inRounds(async () => {
      const started = performance.now();
      const done = await run(started + seconds * 1000);
      return round(done / ((performance.now() - started) / 1000), 0);
    });
    return { ...rounds, statements: Math.round(recorded.reduce((sum, d) => sum + d.length, 0) / recorded.length) };
  } finally {
    await Promise.all(lanes.map((lane) => lane.end()));
  }
}
