import { ZAchievementsResponse } from '#shared/validation/achievements';
import { ZAthleteQuery } from '#shared/validation/training';
import { currentUser } from '#server/auth/session';
import { seedAchievements } from './seed';
import { defineFeature } from '#server/feature';
import { requireOwnedAthlete } from '../athletes/service';
import { evaluateAchievements, exportFamilyBadges, getAchievements } from './service';

export const achievementsFeature = defineFeature({ name: 'achievements', seed: seedAchievements, dependencies: ['progress', 'challenges'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.afterProgress.push(evaluateAchievements);
  ctx.familyData.push({ name: 'badges', export: exportFamilyBadges });

  app.get(
    '/api/v1/achievements',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Every achievement with the athlete’s progress, and the 5 most recent unlocks',
        querystring: ZAthleteQuery,
        response: { 200: ZAchievementsResponse },
      },
    },
    async (request) => {
      const athlete = await requireOwnedAthlete(ctx.db, currentUser(request).id, request.query.athleteId);
      return getAchievements(ctx.db, athlete.id);
    },
  );
});
