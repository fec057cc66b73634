/**
 * Every write transaction goes through `inTransaction`.
 *
 * SQLite (synchronous=FULL) pays one fsync per commit, about a millisecond on this class of disk,
 * which caps a server at roughly a thousand commits a second however little each one writes. So
 * on SQLite transactions are group-committed: whatever transactions are waiting run one after
 * another inside a single database transaction, each in its own savepoint (a failure rolls back
 * only its own work), and one commit makes them all durable before any caller hears back. Each
 * caller sees exactly the all-or-nothing, durable transaction it asked for; under load, many of
 * them share an fsync.
 *
 * PostgreSQL commits concurrently on its own; a transaction chosen as a deadlock victim, or failing
 * serialization, is retried.
 */
import type { ControlledTransaction, Transaction } from 'kysely';
import { checkpointerOf, type Db, holdConnection, isPostgres, releaseConnection, writingConnection } from './database';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

type Job = {
  run: (trx: Trx) => Promise<unknown>;
  /** Set for whileWriterHeld: runs alone, outside any transaction of this connection. */
  hold?: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type GroupState = { queue: Job[]; isDraining: boolean };

/** At most this many transactions share one commit, so one batch never holds the database long. */
const MAX_GROUP = 64;
const PG_RETRYABLE = new Set(['40P01', '40001']);
const groups = new WeakMap<Db, GroupState>();

export async function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Trx);
  if (isPostgres(db)) return withRetry(() => db.transaction().execute(work));
  const group = groupOf(db);
  return new Promise<T>((resolve, reject) => {
    group.queue.push({ run: work, resolve: resolve as (value: unknown) => void, reject });
    if (!group.isDraining) void drain(db, group);
  });
}

/**
 * Runs `work` while no transaction of this connection runs: on SQLite, the writes queued behind it
 * wait (without blocking the event loop) until it ends. For a long write that another connection
 * makes in a worker thread (db/write-worker.ts), which then never waits for the app's lock, nor the
 * app for its. On PostgreSQL, which writes concurrently, it simply runs.
 */
export async function whileWriterHeld<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) return work();
  const group = groupOf(db);
  return new Promise<T>((resolve, reject) => {
    group.queue.push({ run: () => Promise.reject(new Error('a held writer runs no transaction')), hold: work, resolve: resolve as (value: unknown) => void, reject });
    if (!group.isDraining) void drain(db, group);
  });
}

function groupOf(db: Db): GroupState {
  let state = groups.get(db);
  if (!state) groups.set(db, (state = { queue: [], isDraining: false }));
  return state;
}

async function withRetry<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (i >= tries || !code || !PG_RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * i + Math.random() * 10));
    }
  }
}

type Outcome = { isOk: true; value: unknown } | { isOk: false; error: unknown };

async function drain(db: Db, group: GroupState): Promise<void> {
  group.isDraining = true;
  try {
    while (group.queue.length) {
      const held = group.queue[0]!.hold;
      if (held) {
        const job = group.queue.shift()!;
        await held().then(job.resolve, job.reject);
        continue;
      }
      // The log has grown past what the checkpointer can keep up with: it copies the rest while the
      // queued transactions wait (the event loop does not), and the next one starts the log again.
      const checkpointer = checkpointerOf(db);
      if (checkpointer?.isRestartWanted()) await checkpointer.checkpointForRestart();
      // A group stops before a held writer: the transactions queued after it wait for it.
      const holder = group.queue.findIndex((job) => job.hold);
      const batch = group.queue.splice(0, Math.min(MAX_GROUP, holder === -1 ? group.queue.length : holder));
      await runGroup(db, batch);
    }
  } finally {
    group.isDraining = false;
  }
}

async function runGroup(db: Db, batch: Job[]): Promise<void> {
  // The group holds the connection: its prepared queries and savepoints run on it directly, without
  // Kysely's executor (prepared.ts). Through Kysely's builder, a savepoint cost as much as a small
  // award's own statements (decision 093).
  let trx: ControlledTransaction<Database> | undefined;
  try {
    const connection = writingConnection(db);
    if (!connection) throw new Error('inTransaction: a SQLite database not opened by createDatabase');
    const savepoint = (command: 'savepoint' | 'release' | 'rollback to', name: string) => void connection.prepare(`${command} ${name}`).run([]);
    trx = await db.startTransaction().execute();
    holdConnection(trx, connection);
    const outcomes: Outcome[] = [];
    for (const [index, job] of batch.entries()) {
      const name = `group_${index}`;
      savepoint('savepoint', name);
      try {
        const value = await job.run(trx);
        savepoint('release', name);
        outcomes.push({ isOk: true, value });
      } catch (error) {
        savepoint('rollback to', name);
        savepoint('release', name);
        outcomes.push({ isOk: false, error });
      }
    }
    releaseConnection(trx);
    await trx.commit().execute();
    batch.forEach((job, index) => {
      const outcome = outcomes[index]!;
      if (outcome.isOk) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  } catch (error) {
    // The group could not commit: nothing of it was written, and every caller hears so.
    if (trx) releaseConnection(trx);
    if (trx && !trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute().catch(() => undefined);
    for (const job of batch) job.reject(error);
  }
}
