/** Write tasks for the write worker's own tests; in a worker thread this module is the worker's entry. */
import { isMainThread } from 'node:worker_threads';
import { AppError } from '#shared/errors';
import type { Trx } from '../db/transaction';
import { serveWrites } from '../db/write-worker';

const stamp = '2030-01-01T00:00:00.000Z';

export const writeFixtureTasks = {
  /** Writes `count` rows, waiting between two of them, then fails if told to: all the rows or none. */
  async writeRows(trx: Trx, input: { identifier: string; count: number; pauseMs: number; fail?: boolean }) {
    for (let i = 0; i < input.count; i += 1) {
      await trx.insertInto('verifications').values({ id: `${input.identifier}-${i}`, identifier: input.identifier, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute();
      await new Promise((resolve) => setTimeout(resolve, input.pauseMs));
    }
    if (input.fail) throw new AppError('CONFLICT', 'the task failed after writing');
    return input.count;
  },
};

if (!isMainThread) serveWrites(writeFixtureTasks);
