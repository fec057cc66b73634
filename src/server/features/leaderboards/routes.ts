import { z } from 'zod';
import { DASHBOARD_TOP } from '#shared/rankings';
import { ZRankingResponse } from '#shared/validation/achievements';
import { ZAthleteQuery } from '#shared/validation/training';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { requireOwnedAthlete } from '../athletes/service';
import { currentPeriod, ensurePreviousRanks, ensureSnapshot, getRanking, previousPeriod, toPublicRanking } from './service';

export const leaderboardsFeature = defineFeature({ name: 'leaderboards', dependencies: ['athletes', 'progress'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.jobs.push(
    {
      // Monday 00:00 in San Diego: last week's and last month's final ranks, and every open page told.
      name: 'rankings-rollover',
      cron: '0 0 * * 1',
      async run(now) {
        await ensureSnapshot(ctx.db, previousPeriod(currentPeriod('week', now)));
        await ensureSnapshot(ctx.db, previousPeriod(currentPeriod('month', now)));
        ctx.notifyRankings();
      },
    },
    { name: 'monthly-snapshot', cron: '0 1 * * *', run: (now) => ensureSnapshot(ctx.db, previousPeriod(currentPeriod('month', now))) },
  );

  app.get(
    '/api/v1/rankings',
    {
      schema: {
        tags: ['leaderboards'],
        summary: 'Rankings by XP this week or month: the top N and the athlete’s own row',
        querystring: ZAthleteQuery.extend({
          period: z.enum(['week', 'month']).default('week'),
          limit: z.coerce.number().int().min(1).max(50).default(DASHBOARD_TOP),
        }),
        response: { 200: ZRankingResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const athlete = await requireOwnedAthlete(ctx.db, user.id, request.query.athleteId);
      const now = new Date();
      await ensurePreviousRanks(ctx.db, request.query.period, now);
      const ranking = await getRanking(ctx.db, request.query.period, user.id, now, request.query.limit, athlete.id);
      return { period: request.query.period, periodStart: ranking.periodStart, ...toPublicRanking(ranking) };
    },
  );
});
