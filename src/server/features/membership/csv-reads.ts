/**
 * The membership feature's read tasks, run in its read worker (db/read-pool.ts) off the event loop,
 * or in process on an in-memory SQLite database: the pages of the accountant's CSV (payments-csv.ts).
 */
import type { AppContext, ZodApp } from '#server/context';
import { createReadPool, inProcessReads, type ReadPool } from '#server/db/read-pool';
import { type CsvReadTasks, readCsvPage } from './payments-csv';

export const csvReadTasks: CsvReadTasks = { paymentsCsvPage: readCsvPage };

/** One reader: exports are rare, and one worker reads a page well ahead of the reply sending it. */
export function createCsvReads(app: ZodApp, ctx: AppContext): ReadPool<CsvReadTasks> {
  const { database } = ctx.config;
  const reads =
    database.dialect === 'postgres' || database.filename !== ':memory:'
      ? createReadPool<CsvReadTasks>({ database, entry: new URL('./csv-read-worker.ts', import.meta.url), size: 1, onError: (message) => app.log.error(message), label: 'csv read' })
      : inProcessReads(ctx.db, csvReadTasks);
  // Started with the server, as the admin's write worker is: the first export does not wait for it to load.
  app.addHook('onListen', async () => reads.warm());
  app.addHook('onClose', async () => reads.close());
  return reads;
}
