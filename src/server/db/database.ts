/**
 * The database: Kysely over better-sqlite3 (default, one file, WAL) or over pg (DATABASE_URL=postgres://).
 * Whatever the dialect, values cross this layer in one form: timestamps as ISO-8601 UTC strings,
 * calendar dates as YYYY-MM-DD strings, counts as numbers, flags as 0/1 integers.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect, type SqliteDatabase, type SqliteDialectConfig, SqliteDriver } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { BACKSTOP_CHECKPOINT_PAGES, type Checkpointer, startCheckpointer } from './checkpointer';
import { PipelinedLanes, PipelinedPostgresDialect } from './pg-driver';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

/** Whether a database, or a transaction on one, is PostgreSQL (for the few statements that differ). */
// Any schema: migrations ask too, against the schema of their point in history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  /** better-auth keeps Date objects and booleans on PostgreSQL, so it gets a pool with pg's defaults. */
  authDb: Kysely<unknown>;
  /** The pg pool, for LISTEN/NOTIFY; undefined on SQLite. */
  pgPool: pg.Pool | undefined;
  close(): Promise<void>;
};

const PG_TYPES = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

function appTypeParsers(): pg.CustomTypesConfig {
  const parsers = new Map<number, (value: string) => unknown>([
    [PG_TYPES.INT8, (v) => Number(v)],
    [PG_TYPES.NUMERIC, (v) => Number(v)],
    [PG_TYPES.DATE, (v) => v],
    [PG_TYPES.TIMESTAMP, (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString()],
    [PG_TYPES.TIMESTAMPTZ, (v) => new Date(v).toISOString()],
  ]);
  return {
    getTypeParser: ((oid: number, format?: string) =>
      parsers.get(oid) ?? pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
}

function authTypeParsers(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) =>
      oid === PG_TYPES.INT8
        ? (v: string) => Number(v)
        : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs more than running most of
 * our queries. Statements are reusable, so keep the most recent ones (the app's SQL is a small,
 * fixed set of shapes; parameters are bound per run).
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): CachedConnection {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    exec: (statements: string) => void sqlite.exec(statements),
    prepare(query: string) {
      let statement = cache.get(query);
      if (statement) return statement;
      statement = sqlite.prepare(query);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(query, statement);
      return statement;
    },
  };
}

function openSqlite(filename: string, isReadOnly: boolean, isThrowaway: boolean): SQLite.Database {
  if (isReadOnly) {
    // A reader of a database the app's own connection has opened (and so set to WAL) first.
    const reader = new SQLite(filename, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    reader.pragma(`cache_size = ${CACHE_KIB}`);
    return reader;
  }
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(isThrowaway ? 'synchronous = OFF' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = ${CACHE_KIB}`);
  if (filename !== ':memory:') sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  return sqlite;
}

/**
 * Each connection's page cache, in KiB (negative, as SQLite takes it): room for the pages a few
 * thousand families' dashboards touch, where SQLite's default of 2 MiB sends most reads to the file.
 */
const CACHE_KIB = -65_536;

/** A better-sqlite3 connection whose statements are prepared once (see withStatementCache). */
export type CachedConnection = SqliteDatabase & { prepare(sql: string): SQLite.Statement; exec(statements: string): void };

/**
 * Read-only connections by their Kysely instance: nothing else uses such a connection (a read worker
 * owns it and reads one task at a time), so prepared queries run on it directly (see prepared.ts).
 */
const readOnlyConnections = new WeakMap<Kysely<Database>, CachedConnection>();

/** The read-only SQLite connection behind this database, if it is one. */
export function readOnlyConnection(db: Kysely<Database>): CachedConnection | undefined {
  return readOnlyConnections.get(db);
}

/** The app's writing SQLite connection by its Kysely instance (for transaction.ts). */
const writingConnections = new WeakMap<Kysely<Database>, CachedConnection>();

export function writingConnection(db: Kysely<Database>): CachedConnection | undefined {
  return writingConnections.get(db);
}

/**
 * SQLite transactions by the connection they hold: while a group transaction runs (transaction.ts),
 * nothing else runs on its connection, so its prepared queries, like a reader's, run on it directly.
 */
const transactionConnections = new WeakMap<Kysely<Database>, CachedConnection>();

export function holdConnection(trx: Kysely<Database>, connection: CachedConnection): void {
  transactionConnections.set(trx, connection);
}

export function releaseConnection(trx: Kysely<Database>): void {
  transactionConnections.delete(trx);
}

/** The background checkpointer of the app's writing SQLite connection (for transaction.ts). */
const checkpointers = new WeakMap<Kysely<Database>, Checkpointer>();

export function checkpointerOf(db: Kysely<Database>): Checkpointer | undefined {
  return checkpointers.get(db);
}

/** PostgreSQL's pipelined connections by the Kysely instance they serve (for pg-fold.ts). */
const pipelines = new WeakMap<Kysely<Database>, PipelinedLanes>();

export function pipelinedLanes(db: Kysely<Database>): PipelinedLanes | undefined {
  return pipelines.get(db);
}

/** The SQLite connection this Kysely instance alone uses right now (a reader's, or a running transaction's), if any. */
export function ownedConnection(db: Kysely<Database>): CachedConnection | undefined {
  return readOnlyConnections.get(db) ?? transactionConnections.get(db);
}

export type DatabaseOptions = {
  /**
   * A read worker's: on SQLite a read-only connection with no checkpointer; on PostgreSQL
   * connections whose every transaction is read-only (`default_transaction_read_only`).
   */
  isReadOnly?: boolean;
  /** SQLite only: false for a second writing connection (the write worker's), the app's own checkpoints. */
  hasCheckpointer?: boolean;
  /** SQLite only, for tests: the checkpointer's cadence and the log size at which it asks for a restart. */
  checkpoints?: { intervalMs?: number; restartPages?: number };
  poolSize?: number;
  /** PostgreSQL only: how many pipelined connections carry the prepared queries (db/pg-driver.ts); 0 for none. */
  pipelinedConnections?: number;
  /** Where trouble in the background goes (a dropped idle connection, a failed checkpoint). */
  onWarning?: (message: string) => void;
};

/**
 * Pipelined connections by default: about one per core of the database server. 1, 2 and 4 served the
 * dashboard alike at saturation, the app's own event loop being the limit (decision 093).
 */
const PIPELINED_CONNECTIONS = 2;

/**
 * SQLite's transactions take the write lock when they begin (`begin immediate`). A deferred one
 * reads first under a snapshot and takes the lock at its first write; if another connection has
 * committed since (the operator's `npm run admin`, the write worker), SQLite cannot move it to the
 * newer data and fails it at once ("database is locked") instead of waiting its busy timeout. The
 * app's writing connection runs its transactions one at a time anyway (transaction.ts), so taking
 * the lock up front costs it nothing, and the other writer waits its turn instead.
 */
class WritingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WritingSqliteDialect extends SqliteDialect {
  constructor(private readonly config: SqliteDialectConfig) {
    super(config);
  }

  override createDriver(): Driver {
    return new WritingSqliteDriver(this.config);
  }
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle {
  const warn = options.onWarning ?? ((message: string) => console.warn(message));
  if (config.dialect === 'sqlite') {
    const isReadOnly = options.isReadOnly ?? false;
    const connection = withStatementCache(openSqlite(config.filename, isReadOnly, config.isThrowaway ?? false));
    const db = new Kysely<Database>({ dialect: isReadOnly ? new SqliteDialect({ database: connection }) : new WritingSqliteDialect({ database: connection }) });
    (isReadOnly ? readOnlyConnections : writingConnections).set(db, connection);
    const checkpointer =
      config.filename === ':memory:' || isReadOnly || options.hasCheckpointer === false ? undefined : startCheckpointer(config.filename, (message) => warn(`database: ${message}`), options.checkpoints);
    if (checkpointer) checkpointers.set(db, checkpointer);
    return {
      db,
      dialect: 'sqlite',
      authDb: db as unknown as Kysely<unknown>,
      pgPool: undefined,
      async close() {
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }

  const searchPath = config.schema ? `-c search_path=${config.schema}` : '';
  // A prepared query is a lookup by key whose best plan does not depend on its values, so it keeps
  // one generic plan, as SQLite does, instead of being planned again on every run (decision 093).
  const readOnly = options.isReadOnly ? ' -c default_transaction_read_only=on' : '';
  const unsynced = config.isThrowaway ? ' -c synchronous_commit=off' : '';
  const clientConfig: pg.ClientConfig = { connectionString: config.url, types: appTypeParsers(), options: `${searchPath} -c plan_cache_mode=force_generic_plan${readOnly}${unsynced}`.trim() };
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10 });
  const authOptions = `${searchPath}${unsynced}`.trim();
  const authPool = new pg.Pool({ connectionString: config.url, max: 4, types: authTypeParsers(), ...(authOptions && { options: authOptions }) });
  // An idle connection can die (a database restart, a failover, an administrator ending it); the
  // pool drops it and opens another when needed. Unheard, that error would stop the process.
  for (const p of [pool, authPool]) p.on('error', (error) => warn(`database: an idle connection closed (${error.message})`));
  const count = options.pipelinedConnections ?? PIPELINED_CONNECTIONS;
  const lanes = count > 0 ? new PipelinedLanes(clientConfig, count, warn) : undefined;
  const db = new Kysely<Database>({ dialect: new PipelinedPostgresDialect({ pool, lanes }) });
  if (lanes) pipelines.set(db, lanes);
  const authDb = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: authPool }) });
  return {
    db,
    dialect: 'postgres',
    authDb,
    pgPool: pool,
    async close() {
      await authDb.destroy();
      await db.destroy();
    },
  };
}

/**
 * Keeps SQLite's planner statistics current: ANALYZE for each table that has changed a lot since
 * its last one, on a bounded sample of rows (SQLite's advice for long-lived connections; at start-up
 * and hourly). PostgreSQL's autovacuum does this on its own.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma optimize = 0x10002`.execute(db);
  await dropIndexSamples(db);
}

/**
 * Keeps SQLite's per-index averages (sqlite_stat1) and drops its sample rows (sqlite_stat4). With
 * samples, a statement whose WHERE binds a value to an indexed column is compiled again whenever the
 * value changes, which is every request: measured, that nearly doubled the dashboard's reading time.
 * Our queries look rows up by key, where the averages choose the same plans. Reloads this
 * connection's statistics; other connections load them when they open.
 */
// Migrations call it too, with the schema of their point in history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropIndexSamples(db: Kysely<any>): Promise<void> {
  const { rows } = await sql`select 1 from sqlite_schema where name = 'sqlite_stat4'`.execute(db);
  if (!rows.length) return;
  await sql`delete from sqlite_stat4`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}
