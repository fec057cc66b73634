import { z } from 'zod';
import {
  ZChallengeCompleteRequest,
  ZChallengeCompleteResponse,
  ZChallengeParams,
  ZChallengeProgressRequest,
  ZChallengeStartRequest,
  ZChallengeStartResponse,
  ZClaimResponse,
  ZWeeklyChallenge,
  ZWeeklyChallengesResponse,
} from '#shared/validation/challenges';
import { ZAthleteQuery } from '#shared/validation/training';
import { currentUser } from '#server/auth/session';
import { seedChallenges } from './seed';
import { defineFeature } from '#server/feature';
import {
  claimRewards,
  completeChallenge,
  exportFamilyChallenges,
  generateWeekForAll,
  getWeeklyChallenges,
  resetChallengeProgress,
  saveChallengeProgress,
  startChallenge,
  trackAutomaticChallenges,
} from './service';

const tags = ['challenges'];

export const challengesFeature = defineFeature({ name: 'challenges', seed: seedChallenges, dependencies: ['athletes', 'progress'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.afterProgress.push(trackAutomaticChallenges);
  ctx.progressResetHandlers.push(resetChallengeProgress);
  ctx.familyData.push({ name: 'weeklyChallenges', export: exportFamilyChallenges });
  ctx.jobs.push({
    // Monday 00:00 in San Diego: every athlete's challenges for the new week.
    name: 'weekly-challenges',
    cron: '0 0 * * 1',
    async run(now) {
      const generated = await generateWeekForAll(ctx.db, now);
      ctx.log.info({ generated }, 'weekly challenges generated');
    },
  });

  app.get(
    '/api/v1/challenges/weekly',
    {
      schema: { tags, summary: 'This week’s challenges for the athlete (generated on first ask)', querystring: ZAthleteQuery, response: { 200: ZWeeklyChallengesResponse } },
    },
    async (request) => getWeeklyChallenges(ctx.db, currentUser(request).id, request.query.athleteId),
  );

  app.post(
    '/api/v1/challenges/:challengeId/start',
    {
      schema: {
        tags,
        summary: 'Start a challenge’s timer: the server times the countdown from here',
        params: ZChallengeParams,
        body: ZChallengeStartRequest,
        response: { 200: ZChallengeStartResponse },
      },
    },
    async (request) => startChallenge(ctx, currentUser(request).id, request.body.athleteId, request.params.challengeId, { resume: request.body.resume }),
  );

  app.post(
    '/api/v1/challenges/:challengeId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a challenge with the result of its countdown: at the target, progress to it and its XP, once',
        params: ZChallengeParams,
        body: ZChallengeCompleteRequest,
        response: { 200: ZChallengeCompleteResponse },
      },
    },
    async (request) =>
      completeChallenge(ctx, currentUser(request).id, request.body.athleteId, request.params.challengeId, { result: request.body.result }),
  );

  app.post(
    '/api/v1/challenges/:challengeId/progress',
    {
      schema: {
        tags,
        summary: 'Save partial progress on a challenge',
        params: ZChallengeParams,
        body: ZChallengeProgressRequest,
        response: { 200: z.object({ challenge: ZWeeklyChallenge }) },
      },
    },
    async (request) => ({
      challenge: await saveChallengeProgress(ctx, currentUser(request).id, request.body.athleteId, request.params.challengeId, request.body.progress),
    }),
  );

  app.post(
    '/api/v1/challenges/claim',
    { schema: { tags, summary: 'Claim the rewards of completed challenges, once', body: ZAthleteQuery, response: { 200: ZClaimResponse } } },
    async (request) => claimRewards(ctx, currentUser(request).id, request.body.athleteId),
  );
});
