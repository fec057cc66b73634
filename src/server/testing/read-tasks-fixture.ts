/** Read tasks for the read pool's own tests; in a worker thread this module is the worker's entry. */
import { isMainThread, threadId } from 'node:worker_threads';
import { sql } from 'kysely';
import { AppError } from '#shared/errors';
import type { Db } from '../db/database';
import { serveReads, sharedRead } from '../db/read-pool';

/** How many times this worker has read a shared count from the database. */
let sharedReadsRun = 0;

const countOf = async (db: Db, identifier: string) =>
  (await db.selectFrom('verifications').select('id').where('identifier', '=', identifier).execute()).length;

export const fixtureTasks = {
  count: (db: Db, input: { identifier: string }) => countOf(db, input.identifier),
  /** Counts twice, the given time apart, inside one task. */
  async countTwice(db: Db, input: { identifier: string; apartMs: number }) {
    const first = await countOf(db, input.identifier);
    await new Promise((resolve) => setTimeout(resolve, input.apartMs));
    return [first, await countOf(db, input.identifier)];
  },
  async notFound(_db: Db, input: { what: string }): Promise<never> {
    throw new AppError('NOT_FOUND', `${input.what} was not found`);
  },
  async write(db: Db, input: { identifier: string }) {
    const stamp = new Date().toISOString();
    await db.insertInto('verifications').values({ id: input.identifier, identifier: input.identifier, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute();
    return true;
  },
  /** A count every caller shares until the database changes, with how often this worker read it. */
  async sharedCount(db: Db, input: { identifier: string }) {
    const count = await sharedRead(db, `count:${input.identifier}`, () => {
      sharedReadsRun += 1;
      return countOf(db, input.identifier);
    });
    return { count, thread: threadId, reads: sharedReadsRun };
  },
  /** The PostgreSQL server process that answered (on a connection of the worker's pool). */
  backend: async (db: Db) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid,
  /** Which thread ran the task. */
  thread: async () => threadId,
  async stop(): Promise<never> {
    process.exit(1);
  },
};

if (!isMainThread) serveReads(fixtureTasks);
