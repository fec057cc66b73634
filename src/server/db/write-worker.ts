/**
 * Long writes off the event loop, on SQLite. better-sqlite3 runs every statement, and each commit's
 * fsync, on the thread that calls it. A write of thousands of rows (an admin's message to every
 * family) held the event loop for its statements and then for a commit of several megabytes: every
 * other family's request waited behind it (bench:admin, the dashboard's p99 during a bulk send).
 *
 * A write worker is a thread with a writing connection of its own to the same file. It runs a named
 * task in one transaction (all of it or nothing, as inTransaction promises) while the app's own
 * connection holds back its writes (whileWriterHeld), so the two never wait on each other's lock and
 * the event loop keeps answering. One worker: SQLite has one writer at a time anyway.
 *
 * On PostgreSQL, whose driver never blocks the event loop, and on an in-memory SQLite database, which
 * no other connection can open, the same tasks run in process, in a transaction of the app's own.
 */
import { workerData } from 'node:worker_threads';
import type { DatabaseConfig } from '../config';
import { createDatabase, type Db } from './database';
import { createReadPool, serveTasks } from './read-pool';
import { inTransaction, type Trx, whileWriterHeld } from './transaction';

/** A write: given a transaction, returns what structured clone carries. */
export type WriteTask = (trx: Trx, input: never) => Promise<unknown>;
export type WriteTasks = Record<string, WriteTask>;

export type WriteWorker<T extends WriteTasks> = {
  /** Runs the task in one transaction, while no other write of the app's runs. */
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[1]): Promise<Awaited<ReturnType<T[K]>>>;
  warm(): void;
  close(): Promise<void>;
};

export function createWriteWorker<T extends WriteTasks>(
  db: Db,
  database: DatabaseConfig,
  options: {
    tasks: T;
    /** A module that calls serveWrites(tasks) with the same tasks. */
    entry: URL;
    onError: (message: string) => void;
  },
): WriteWorker<T> {
  if (database.dialect !== 'sqlite' || database.filename === ':memory:') {
    return {
      run: (task, input) => inTransaction(db, (trx) => options.tasks[task]!(trx, input as never)) as Promise<Awaited<ReturnType<T[typeof task]>>>,
      warm: () => undefined,
      close: async () => undefined,
    };
  }
  const pool = createReadPool<T>({ database, entry: options.entry, size: 1, onError: options.onError, label: 'write' });
  return {
    run: (task, input) => whileWriterHeld(db, () => pool.run(task, input)),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}

/** The worker's side: a writing connection (no checkpointer: the app's connection has one), each task in one transaction. */
export function serveWrites(tasks: WriteTasks): void {
  const { database } = workerData as { database: DatabaseConfig };
  const { db, close } = createDatabase(database, { hasCheckpointer: false });
  serveTasks(
    (task, input) => {
      const write = tasks[task];
      if (!write) return Promise.reject(new Error(`no write task "${task}"`));
      return inTransaction(db, (trx) => write(trx, input as never));
    },
    { close },
  );
}
