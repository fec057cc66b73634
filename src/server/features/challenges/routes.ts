import { z } from 'zod';
import {
  ZChallengeCompleteResponse,
  ZChallengeParams,
  ZChallengeProgressRequest,
  ZChallengeStartResponse,
  ZClaimResponse,
  ZWeeklyChallenge,
  ZWeeklyChallengesResponse,
} from '../../../shared/validation/challenges';
import { ZAthleteQuery } from '../../../shared/validation/training';
import { currentUser } from '../../auth/session';
import type { AppContext, ZodApp } from '../../context';
import {
  claimRewards,
  completeChallenge,
  getWeeklyChallenges,
  resetChallengeProgress,
  saveChallengeProgress,
  startChallenge,
  trackAutomaticChallenges,
} from './service';

const tags = ['challenges'];

export async function challengesRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const onRequest = ctx.session.authenticate;
  ctx.afterProgress.push(trackAutomaticChallenges);
  ctx.progressResetHandlers.push(resetChallengeProgress);

  app.get(
    '/api/v1/challenges/weekly',
    {
      onRequest,
      schema: { tags, summary: 'This week’s challenges for the athlete (generated on first ask)', querystring: ZAthleteQuery, response: { 200: ZWeeklyChallengesResponse } },
    },
    async (request) => getWeeklyChallenges(ctx.db, currentUser(request).id, request.query.athleteId),
  );

  app.post(
    '/api/v1/challenges/:challengeId/start',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start a challenge’s timer: the server times the countdown from here',
        params: ZChallengeParams,
        body: ZAthleteQuery,
        response: { 200: ZChallengeStartResponse },
      },
    },
    async (request) => startChallenge(ctx, currentUser(request).id, request.body.athleteId, request.params.challengeId),
  );

  app.post(
    '/api/v1/challenges/:challengeId/complete',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Complete a challenge: progress to the target and its XP, once',
        params: ZChallengeParams,
        body: ZAthleteQuery,
        response: { 200: ZChallengeCompleteResponse },
      },
    },
    async (request) => completeChallenge(ctx, currentUser(request).id, request.body.athleteId, request.params.challengeId),
  );

  app.post(
    '/api/v1/challenges/:challengeId/progress',
    {
      onRequest,
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
    { onRequest, schema: { tags, summary: 'Claim the rewards of completed challenges, once', body: ZAthleteQuery, response: { 200: ZClaimResponse } } },
    async (request) => claimRewards(ctx, currentUser(request).id, request.body.athleteId),
  );
}
