/**
 * Monthly competitions (docs/product.md, Competitions). Registered after achievements: after any
 * progress, automatic challenges move, achievements unlock, and then competition entries advance
 * (counting the badges just unlocked).
 */
import {
  ZCompetitionParams,
  ZCompetitionsResponse,
  ZJoinCompetitionRequest,
  ZJoinCompetitionResponse,
} from '#shared/validation/competitions';
import { ZAthleteQuery } from '#shared/validation/training';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { advanceCompetitions, ensureCompetitions, exportFamilyEntries, getCompetitions, joinCompetition, rankEndedCompetitions } from './service';

const tags = ['competitions'];

export const competitionsFeature = defineFeature(
  {
    name: 'competitions',
    dependencies: ['athletes', 'progress', 'achievements'],
    isSignedInOnly: true,
    // The month's competitions exist from the first start on, before any job has run.
    seed: async (db) => void (await ensureCompetitions(db, new Date())),
  },
  async (app, ctx) => {
    ctx.afterProgress.push(advanceCompetitions);
    // Entries go with the athlete (a cascade); the export lists them.
    ctx.familyData.push({ name: 'competitions', export: exportFamilyEntries });
    ctx.jobs.push({
      // Daily at 00:05 in San Diego: this month's competitions (next month's in its last week), and
      // the final ranks of those that ended at midnight. Every instance runs it; each step is once.
      name: 'monthly-competitions',
      cron: '5 0 * * *',
      async run(now) {
        const created = await ensureCompetitions(ctx.db, now);
        const ranked = await rankEndedCompetitions(ctx.db, now);
        ctx.log.info({ created, ranked }, 'monthly competitions');
      },
    });

    app.get(
      '/api/v1/competitions',
      {
        schema: {
          tags,
          summary: 'This month’s, next month’s and recently ended competitions, with the athlete’s entries',
          querystring: ZAthleteQuery,
          response: { 200: ZCompetitionsResponse },
        },
      },
      async (request) => getCompetitions(ctx.db, currentUser(request).id, request.query.athleteId),
    );

    app.post(
      '/api/v1/competitions/:competitionId/join',
      {
        schema: {
          tags,
          summary: 'Join an active competition, once per athlete; progress is counted by the server from now on',
          params: ZCompetitionParams,
          body: ZJoinCompetitionRequest,
          response: { 200: ZJoinCompetitionResponse },
        },
      },
      async (request) => joinCompetition(ctx, currentUser(request).id, request.body.athleteId, request.params.competitionId),
    );
  },
);
