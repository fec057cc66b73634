/**
 * Reads off the event loop. A read pool runs named read tasks (features/dashboard/reads.ts) in
 * worker threads, each with its own read-only connections, so reads use the machine's other cores
 * while the event loop keeps HTTP, sessions and every write.
 *
 * On SQLite, better-sqlite3 runs each statement on the thread that calls it, so with one connection
 * every read the app made ran on the event loop, one after another: a dashboard's dozen indexed
 * lookups were most of its request's time, and requests queued behind them. WAL lets the readers and
 * the one writer work at once, and a read sees every transaction committed before it began: a page
 * that reads after its own write sees that write. Each task runs in one read transaction, so all of
 * its statements see the same moment. A worker reads one task at a time.
 *
 * On PostgreSQL the driver never blocks, but what surrounds each statement (pg's messages and rows,
 * Kysely, the page's JSON) made the event loop the limit, with PostgreSQL half idle (decision 093).
 * A worker there runs its tasks concurrently, with shared reads kept per snapshot (snapshotReads),
 * and sends the statements a task issues together as one (pg-fold.ts).
 *
 * On an in-memory SQLite database, which no other connection can open, the same tasks run in
 * process (inProcessReads).
 */
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { AppError, ERROR_STATUS, type ErrorCode } from '#shared/errors';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../config';
import { type CachedConnection, createDatabase, type Db, pipelinedLanes, readOnlyConnection } from './database';
import { foldStatements } from './pg-fold';
import { prepareQuery } from './prepared';

/** A read: given a database (a read transaction in a worker), returns what structured clone carries. */
export type ReadTask = (db: Db, input: never) => Promise<unknown>;
export type ReadTasks = Record<string, ReadTask>;

/** Any pool's tasks: a read pool's, or the write worker's (db/write-worker.ts), which get a transaction. */
export type WorkerTasks = Record<string, (db: never, input: never) => Promise<unknown>>;

export type ReadPool<T extends WorkerTasks> = {
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[1]): Promise<Awaited<ReturnType<T[K]>>>;
  /** Starts the workers now rather than on the first reads (a worker takes about a second to load). */
  warm(): void;
  close(): Promise<void>;
};

type Request = { id: number; task: string; input: unknown };
/** Asks a worker to finish what it is reading, close its connections and end. */
type Close = { close: true };
type Reply = { id: number; result?: unknown; error?: { message: string; code?: string } };

export function inProcessReads<T extends ReadTasks>(db: Db, tasks: T): ReadPool<T> {
  return {
    run: (task, input) => tasks[task]!(db, input as never) as Promise<Awaited<ReturnType<T[typeof task]>>>,
    warm: () => undefined,
    close: async () => undefined,
  };
}

/** The transactions a PostgreSQL statement sees (`xmin:xmax:in-progress`); any commit changes it. */
const currentSnapshot = prepareQuery<Record<string, never>, { snapshot: string }>((db) =>
  db.selectNoFrom(sql<string>`pg_current_snapshot()::text`.as('snapshot')),
);

/**
 * PostgreSQL's reads (in a read worker, serveReads), with what every family reads alike
 * (sharedRead) kept per snapshot, as the SQLite workers keep it per data version. Two
 * statements with the same snapshot see the same rows, so a task that starts under a snapshot already
 * seen reuses what was read under it; one that starts after any commit reads afresh. A kept result
 * was read after its snapshot was taken, so it holds at least everything committed before each task
 * that uses it began: a page that reads after its own write still sees that write.
 *
 * The snapshot is read with the task's first statements, in the same folded statement (pg-fold.ts),
 * so it is the one they read; what the task shares is read after it, once it is known.
 */
export function snapshotReads<T extends ReadTasks>(db: Db, tasks: T): ReadPool<T> {
  let current: { snapshot: string; cache: SnapshotCache } | undefined;
  const lanes = pipelinedLanes(db);
  return {
    run(task, input) {
      // The same database under another identity: the task's own, which names its snapshot's
      // cache (sharedRead) and folds the task's statements.
      const view = db.withoutPlugins();
      if (lanes) foldStatements(view, lanes);
      const cache = currentSnapshot.first(view, {}).then((row) => {
        const { snapshot } = row!;
        if (current?.snapshot !== snapshot) current = { snapshot, cache: { version: 0, entries: new Map() } };
        return current.cache;
      });
      // A task that shares nothing never asks for it; its own statements report a failure.
      cache.catch(() => undefined);
      snapshotCaches.set(view, cache);
      return tasks[task]!(view, input as never) as Promise<Awaited<ReturnType<T[typeof task]>>>;
    },
    warm: () => undefined,
    close: async () => undefined,
  };
}

/** Worker threads to read with: one per core, at most four (each keeps its own page cache). */
export function defaultReaderCount(): number {
  return Math.min(4, Math.max(1, availableParallelism()));
}

const STATISTICS_REFRESH_MS = 60 * 60 * 1000;

const BOOT = new URL('./read-worker-boot.mjs', import.meta.url);

type Reader = { worker: Worker; pending: Map<number, { resolve(value: unknown): void; reject(error: Error): void }> };

export function createReadPool<T extends WorkerTasks>(options: {
  /** What the workers open: a SQLite file (read-only), or a PostgreSQL database. */
  database: DatabaseConfig;
  /** A module that calls serveReads(tasks) (or serveWrites) with the same tasks. */
  entry: URL;
  size: number;
  onError: (message: string) => void;
  /** What its workers are called in messages: 'read' unless told. */
  label?: string;
}): ReadPool<T> {
  const label = options.label ?? 'read';
  const readers: (Reader | undefined)[] = Array.from({ length: options.size }, () => undefined);
  let nextId = 0;
  let isClosed = false;

  function spawn(slot: number): Reader {
    // No inherited preloads (`--import ...`): the boot module loads what the worker needs itself.
    const worker = new Worker(BOOT, { execArgv: [], workerData: { entry: options.entry.href, database: options.database } });
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (reply: Reply) => {
      const waiting = reader.pending.get(reply.id);
      if (!waiting) return;
      reader.pending.delete(reply.id);
      if (!reader.pending.size) worker.unref();
      if (reply.error) waiting.reject(toError(reply.error));
      else waiting.resolve(reply.result);
    });
    worker.on('error', (error) => options.onError(`${label} worker failed: ${error.message}`));
    worker.on('exit', (code) => {
      if (!isClosed) options.onError(`a ${label} worker stopped (exit code ${code}); the next task starts another`);
      // Whatever it was reading is lost with it; the next read starts a new worker.
      for (const waiting of reader.pending.values()) waiting.reject(new Error(`the ${label} worker stopped`));
      reader.pending.clear();
      if (readers[slot] === reader) readers[slot] = undefined;
    });
    worker.unref();
    return (readers[slot] = reader);
  }

  let turn = 0;

  /**
   * The reader with the fewest reads waiting (started on first use), ties taken in turn. Always
   * preferring the first idle reader would leave the others cold under light load: their compiled
   * code, prepared statements and page cache would all be waiting for the first burst, and that
   * burst queued behind them (bench:progress, the dashboard's first second at 1,000 requests/s).
   */
  function pick(): Reader {
    turn = (turn + 1) % readers.length;
    let best = -1;
    for (let k = 0; k < readers.length; k += 1) {
      const slot = (turn + k) % readers.length;
      const reader = readers[slot];
      if (!reader) return spawn(slot);
      if (best < 0 || reader.pending.size < readers[best]!.pending.size) best = slot;
    }
    return readers[best]!;
  }

  return {
    run(task, input) {
      if (isClosed) return Promise.reject(new Error(`the ${label} pool is closed`));
      const reader = pick();
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        // A worker waiting on reads keeps the process alive; an idle one doesn't.
        if (!reader.pending.size) reader.worker.ref();
        reader.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        reader.worker.postMessage({ id, task, input } satisfies Request);
      });
    },
    warm() {
      for (let slot = 0; slot < readers.length; slot += 1) if (!isClosed && !readers[slot]) spawn(slot);
    },
    async close() {
      isClosed = true;
      await Promise.all(readers.map((reader) => reader && closeWorker(reader.worker)));
    },
  };
}

/** How long a worker has to close its connections before it is stopped. */
const CLOSE_GRACE_MS = 2_000;

/** Lets a worker end on its own (its connections closed, not dropped); stops it if it takes too long. */
async function closeWorker(worker: Worker): Promise<void> {
  const ended = new Promise<void>((done) => worker.once('exit', () => done()));
  worker.ref();
  worker.postMessage({ close: true } satisfies Close);
  const timer = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
  await ended;
  clearTimeout(timer);
}

function toError(error: NonNullable<Reply['error']>): Error {
  return error.code && error.code in ERROR_STATUS ? new AppError(error.code as ErrorCode, error.message) : new Error(error.message);
}

/**
 * The worker's side of any pool: answers each request with its task's result, one task at a time,
 * or as they come (`concurrently`). Asked to close, it finishes what it has, runs `close` and ends.
 * Returns a way to run other work between two tasks.
 */
export function serveTasks(
  run: (task: string, input: unknown) => Promise<unknown>,
  options: { concurrently?: boolean; close?: () => Promise<void> } = {},
): { between(work: () => Promise<void>): void } {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');

  async function answer({ id, task, input }: Request): Promise<void> {
    try {
      port!.postMessage({ id, result: await run(task, input) } satisfies Reply);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port!.postMessage({ id, error: { message, code: error instanceof AppError ? error.code : undefined } } satisfies Reply);
    }
  }

  let queue = Promise.resolve();
  const answering = new Set<Promise<void>>();
  port.on('message', (message: Request | Close) => {
    if ('close' in message) {
      queue = queue.then(async () => {
        await Promise.all(answering);
        await options.close?.();
        port.close();
      });
    } else if (options.concurrently) {
      const answered = answer(message).finally(() => answering.delete(answered));
      answering.add(answered);
    } else {
      queue = queue.then(() => answer(message));
    }
  });
  return {
    between(work) {
      queue = queue.then(work);
    },
  };
}

/**
 * Results every family reads alike (the membership plans, this week's top ten), kept for as long as
 * the database has not changed: per read connection in a SQLite read worker, per snapshot on
 * PostgreSQL (snapshotReads). A task reads them once per change of the database instead of once per
 * dashboard. The key names the read and its parameters. Elsewhere (the event loop's connection, a
 * transaction) it simply reads. What it returns is shared between tasks: callers map it, never
 * change it.
 */
export function sharedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const cache = snapshotCaches.get(db);
  if (!cache) return read();
  // On PostgreSQL, the task's snapshot is known once its first statements have answered.
  if (cache instanceof Promise) return cache.then((known) => readThrough(known, key, read));
  return readThrough(cache, key, read);
}

function readThrough<T>(cache: SnapshotCache, key: string, read: () => Promise<T>): Promise<T> {
  let entry = cache.entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = read();
    cache.entries.set(key, entry);
    entry.catch(() => cache.entries.delete(key));
  }
  return entry;
}

type SnapshotCache = { version: number; entries: Map<string, Promise<unknown>> };
const snapshotCaches = new WeakMap<Db, SnapshotCache | Promise<SnapshotCache>>();

/**
 * Starts a read transaction and returns its data version, which SQLite changes with every commit
 * made since this connection's last one: `pragma data_version` starts the snapshot, so the number
 * and the rows the task then reads are of the same moment.
 */
function beginSnapshot(connection: CachedConnection): number {
  connection.exec('begin');
  const [row] = connection.prepare('pragma data_version').all([]) as { data_version: number }[];
  return row!.data_version;
}

/**
 * A read worker. On SQLite: a read-only connection, each task in one read transaction. On
 * PostgreSQL: read-only connections, one of them pipelined (so two workers pipeline on two, as the
 * event loop did), tasks run as they come.
 */
export function serveReads(tasks: ReadTasks): void {
  const { database: config } = workerData as { database: DatabaseConfig };
  if (config.dialect === 'postgres') {
    const database = createDatabase(config, { isReadOnly: true, poolSize: 2, pipelinedConnections: 1 });
    const reads = snapshotReads(database.db, tasks);
    serveTasks((task, input) => reads.run(task, input as never), { concurrently: true, close: () => database.close() });
    return;
  }
  const { filename } = config;
  const open = () => {
    const database = createDatabase({ dialect: 'sqlite', filename }, { isReadOnly: true });
    const cache: SnapshotCache = { version: -1, entries: new Map() };
    snapshotCaches.set(database.db, cache);
    return { database, connection: readOnlyConnection(database.db)!, cache };
  };
  let reader = open();

  const server = serveTasks(async (task, input) => {
    const { database, connection, cache } = reader;
    // One read transaction per task: every statement of it reads the same snapshot.
    const version = beginSnapshot(connection);
    if (version !== cache.version) {
      cache.version = version;
      cache.entries.clear();
    }
    try {
      const read = tasks[task];
      if (!read) throw new Error(`no read task "${task}"`);
      return await read(database.db, input as never);
    } finally {
      connection.exec('commit');
    }
  }, { close: () => reader.database.close() });

  // A connection loads the planner's statistics when it opens; the app refreshes them hourly
  // (refreshStatistics), so a reader opens a new connection as often, between two tasks.
  setInterval(() => {
    server.between(async () => {
      const previous = reader;
      reader = open();
      await previous.database.close();
    });
  }, STATISTICS_REFRESH_MS).unref();
}
