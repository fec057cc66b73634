/**
 * The dashboard: the composition layer (docs/architecture.md). It reads the other features through
 * their services and is read by none of them. Its reads run in the read workers (db/read-pool.ts),
 * on SQLite and PostgreSQL alike, which this feature owns (the payments CSV has a reader of its own,
 * membership/csv-reads.ts; every other route reads on the event loop).
 */
import { AppError } from '#shared/errors';
import { ZDashboardResponse } from '#shared/validation/dashboard';
import { ZProgressReport, ZReportParams, ZReportQuery } from '#shared/validation/report';
import { ZAthleteQuery } from '#shared/validation/training';
import type { FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { defineFeature, signedIn } from '#server/feature';
import { createReadPool, defaultReaderCount, inProcessReads, type ReadPool } from '#server/db/read-pool';
import { sendJson } from '#server/http/send-json';
import { ATHLETE_NOT_FOUND } from '../athletes/service';
import { ensureWeeklyChallenges } from '../challenges/service';
import { ensurePreviousRanks } from '../leaderboards/service';
import { type AppReadTasks, readTasks } from './reads';
import { reportDocument } from './report';

function createDashboardReads(app: ZodApp, ctx: AppContext): ReadPool<AppReadTasks> {
  const { database } = ctx.config;
  return database.dialect === 'postgres' || database.filename !== ':memory:'
    ? createReadPool({
        database,
        entry: new URL('./read-worker.ts', import.meta.url),
        size: defaultReaderCount(),
        onError: (message) => app.log.error(message),
      })
    : inProcessReads(ctx.db, readTasks);
}

export const dashboardFeature = defineFeature({ name: 'dashboard', dependencies: ['athletes', 'progress', 'training', 'challenges', 'achievements', 'leaderboards', 'membership', 'announcements'] }, async (app, ctx) => {
  const reads = createDashboardReads(app, ctx);
  // Workers start with the server, not on the first family's request.
  app.addHook('onListen', async () => reads.warm());
  app.addHook('onClose', async () => reads.close());

  // The dashboard reads its session in its own read, in the worker (decision 093). Its hook
  // refuses a request without a validly signed session cookie before anything is read, as the
  // authenticate hook does; the worker's read refuses an ended session.
  const sessionToken = new WeakMap<FastifyRequest, string>();
  app.get(
    '/api/v1/dashboard',
    {
      schema: { tags: ['progress'], summary: 'Everything the dashboard shows for one athlete, in one request', querystring: ZAthleteQuery, response: { 200: ZDashboardResponse } },
      onRequest: async (request) => {
        const token = await ctx.session.tokenFrom(request);
        if (!token) throw new AppError('UNAUTHENTICATED', ACCESS_MESSAGES.signedOut);
        sessionToken.set(request, token);
      },
    },
    async (request, reply) => {
      const dashboard = { token: sessionToken.get(request)!, athleteId: request.query.athleteId, now: new Date() };
      // The first visit of a week writes what the read needs: last week's final ranks, this week's challenges.
      await ensurePreviousRanks(ctx.db, 'week', dashboard.now);
      let read = await reads.run('dashboard', dashboard);
      if (read.status === 'week-not-started') {
        await ensureWeeklyChallenges(ctx.db, dashboard.athleteId, dashboard.now);
        read = await reads.run('dashboard', dashboard);
      }
      if (read.status === 'signed-out') throw new AppError('UNAUTHENTICATED', ACCESS_MESSAGES.signedOut);
      if (read.status !== 'ok') throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
      return sendJson(reply, read.json);
    },
  );

  await signedIn(app, ctx, (authed) => {
    const readReport = async (parentId: string, athleteId: string, query: { from?: string | undefined; to?: string | undefined }) => {
      const read = await reads.run('report', { parentId, athleteId, from: query.from, to: query.to, now: new Date() });
      if (read.status !== 'ok') throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
      return read;
    };

    authed.get(
      '/api/v1/athletes/:athleteId/report',
      {
        schema: {
          tags: ['progress'],
          summary: 'A progress report of one athlete for a period of academy days (this month by default; at most a year)',
          params: ZReportParams,
          querystring: ZReportQuery,
          response: { 200: ZProgressReport },
        },
      },
      async (request, reply) => sendJson(reply, (await readReport(currentUser(request).id, request.params.athleteId, request.query)).json),
    );

    authed.get(
      '/api/v1/athletes/:athleteId/report.pdf',
      {
        schema: {
          tags: ['progress'],
          summary: 'The same progress report as a PDF download',
          params: ZReportParams,
          querystring: ZReportQuery,
        },
      },
      async (request, reply) => {
        const { report } = await readReport(currentUser(request).id, request.params.athleteId, request.query);
        const pdf = await ctx.pdf.render(reportDocument(report));
        const name = report.athlete.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'athlete';
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="progress-report-${name}-${report.period.from}-to-${report.period.to}.pdf"`)
          .send(pdf);
      },
    );
  });
});
