/**
 * The reads that run in the read workers (db/read-pool.ts), on SQLite and PostgreSQL alike, and in
 * process on an in-memory SQLite database. A task only reads: it gets read-only connections in a worker.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { type TDashboardResponse, ZDashboardResponse } from '#shared/validation/dashboard';
import type { Db } from '#server/db/database';
import { ZProgressReport } from '#shared/validation/report';
import { type DashboardRequest, readDashboardFor } from './read';
import { readProgressReport, type ReportQuery } from './report';

/**
 * The dashboard's JSON, written by a serializer compiled once from its response schema (Fastify's
 * own kind): only the schema's fields leave, as with the schema's encoding, in half the time of
 * encoding and then stringifying, on the path the academy reads most (decision 093).
 */
export const dashboardJson: (dashboard: TDashboardResponse) => string = (() => {
  const { $schema: _draft, ...schema } = z.toJSONSchema(ZDashboardResponse, { io: 'output', target: 'draft-7' });
  // The serializer writes only the fields an object's schema names. Without `additionalProperties`
  // a stray field is left out, as the schema's encoding leaves it out, rather than failing the
  // check that chooses a nullable object's branch.
  const open = JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'additionalProperties' ? undefined : value)) as Parameters<typeof fastJson>[0];
  return fastJson(open);
})();

export const readTasks = {
  /**
   * The dashboard as the JSON its route sends, written by its schema here: off the event loop, and
   * one string to pass back instead of a few hundred values to copy.
   */
  async dashboard(db: Db, request: DashboardRequest) {
    const read = await readDashboardFor(db, request);
    return read.status === 'ok' ? { status: read.status, json: dashboardJson(read.dashboard) } : read;
  },
  /** A progress report (report.ts): the JSON, and the figures for its PDF. */
  async report(db: Db, query: ReportQuery) {
    const read = await readProgressReport(db, query);
    return read.status === 'ok' ? { status: read.status, report: read.report, json: JSON.stringify(ZProgressReport.encode(read.report)) } : read;
  },
};

export type AppReadTasks = typeof readTasks;
