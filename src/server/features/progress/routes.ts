import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { ZDashboardResponse } from '../../../shared/validation/dashboard';
import { ZAthleteQuery, ZProgressTotals } from '../../../shared/validation/training';
import { currentUser } from '../../auth/session';
import type { AppContext, ZodApp } from '../../context';
import { inTransaction } from '../../db/transaction';
import { sendJson } from '../../http/send-json';
import { ATHLETE_NOT_FOUND, getFamilyAthletes, requireOwnedAthlete } from '../athletes/service';
import { ensureWeeklyChallenges } from '../challenges/service';
import { ensurePreviousRanks } from '../leaderboards/service';
import { clearXp, exportAthleteLedger, getProgressSnapshot } from './service';

const tags = ['progress'];

export async function progressRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const onRequest = ctx.session.authenticate;

  ctx.familyData.push({
    name: 'progress',
    async export(db, userId) {
      const athletes = await getFamilyAthletes(db, userId);
      const now = new Date();
      return Promise.all(
        athletes.map(async (a) => ({
          athleteId: a.id,
          totals: await getProgressSnapshot(db, a.id, now),
          xpLedger: await exportAthleteLedger(db, a.id),
        })),
      );
    },
  });

  app.get(
    '/api/v1/dashboard',
    { onRequest, schema: { tags, summary: 'Everything the dashboard shows for one athlete, in one request', querystring: ZAthleteQuery, response: { 200: ZDashboardResponse } } },
    async (request, reply) => {
      const user = currentUser(request);
      const now = new Date();
      const query = { parent: { id: user.id, createdAt: user.createdAt }, athleteId: request.query.athleteId, now };
      // The first visit of a week writes what the read needs: last week's final ranks, this week's challenges.
      await ensurePreviousRanks(ctx.db, 'week', now);
      let read = await ctx.reads.run('dashboard', query);
      if (read.status === 'week-not-started') {
        await ensureWeeklyChallenges(ctx.db, query.athleteId, now);
        read = await ctx.reads.run('dashboard', query);
      }
      if (read.status !== 'ok') throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
      return sendJson(reply, read.json);
    },
  );

  app.post(
    '/api/v1/athletes/:athleteId/progress/reset',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reset the athlete’s XP (ledger, totals) and challenge progress',
        params: z.object({ athleteId: z.string().min(1).max(64) }),
        response: { 200: z.object({ totals: ZProgressTotals }) },
      },
    },
    async (request) => {
      const athlete = await requireOwnedAthlete(ctx.db, currentUser(request).id, request.params.athleteId);
      const now = new Date();
      await inTransaction(ctx.db, async (trx) => {
        await clearXp(trx, athlete.id, now);
        for (const reset of ctx.progressResetHandlers) await reset(trx, athlete.id);
      });
      const snapshot = await getProgressSnapshot(ctx.db, athlete.id, now);
      return { totals: { totalXp: snapshot.totalXp, level: snapshot.level, xpThisWeek: snapshot.xpThisWeek, xpThisMonth: snapshot.xpThisMonth } };
    },
  );
}
