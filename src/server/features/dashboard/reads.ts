/**
 * The reads that run in the read workers (db/read-pool.ts), on SQLite and PostgreSQL alike, and in
 * process on an in-memory SQLite database. A task only reads: it gets read-only connections in a worker.
 */
import { ZDashboardResponse } from '#shared/validation/dashboard';
import type { Db } from '#server/db/database';
import { ZProgressReport } from '#shared/validation/report';
import { type DashboardQuery, readDashboard } from './read';
import { readProgressReport, type ReportQuery } from './report';

export const readTasks = {
  /**
   * The dashboard as the JSON its route sends, checked against the route's schema here: off the
   * event loop, and one string to pass back instead of a few hundred values to copy.
   */
  async dashboard(db: Db, query: DashboardQuery) {
    const read = await readDashboard(db, query);
    // Encoded as Fastify's serializer encodes every other response (fastify-type-provider-zod).
    return read.status === 'ok' ? { status: read.status, json: JSON.stringify(ZDashboardResponse.encode(read.dashboard)) } : read;
  },
  /** A progress report (report.ts): the JSON, and the figures for its PDF. */
  async report(db: Db, query: ReportQuery) {
    const read = await readProgressReport(db, query);
    return read.status === 'ok' ? { status: read.status, report: read.report, json: JSON.stringify(ZProgressReport.encode(read.report)) } : read;
  },
};

export type AppReadTasks = typeof readTasks;
