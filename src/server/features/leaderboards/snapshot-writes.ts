/**
 * A finished period's final ranks, written by the write worker (db/write-worker.ts) on SQLite and in
 * process on PostgreSQL. The write ranks every athlete of the period in one statement: at 100,000
 * athletes it would hold the event loop for most of a second on SQLite (decision 093), and a week's
 * rollover writes five of them.
 */
import type { Trx } from '#server/db/transaction';
import { type PeriodKey, writeSnapshot } from './queries';

export type SnapshotInput = { period: PeriodKey; source: PeriodKey };

export const snapshotWriteTasks = {
  async snapshot(trx: Trx, { period, source }: SnapshotInput): Promise<boolean> {
    return writeSnapshot(trx, period, source);
  },
};
