/**
 * Quests (issue 43, points 4-5): today's three daily quests and the week's squad quest of the
 * athlete's birth year. Progress and rewards move after any paid progress (the after-progress hook);
 * a job pays any squad reward an instance did not get to (decision 089).
 */
import { ZQuestsParams, ZQuestsResponse } from '#shared/validation/quests';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { drawDailyQuestsForAll } from './daily-draw';
import { createSquadNotifier, exportFamilyQuests, getQuests, paySquadRewards, questsAfterProgress, resetQuests } from './service';

export const questsFeature = defineFeature({ name: 'quests', dependencies: ['athletes', 'progress'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.afterProgress.push(questsAfterProgress(ctx, createSquadNotifier(ctx.events)));
  ctx.progressResetHandlers.push(resetQuests);
  ctx.familyData.push({ name: 'quests', export: exportFamilyQuests });
  ctx.jobs.push({
    // Academy midnight: every athlete's three quests for the new day (decision 097).
    name: 'daily-quests',
    cron: '0 0 * * *',
    async run(now) {
      const drawn = await drawDailyQuestsForAll(ctx.db, now);
      ctx.log.info(drawn, 'daily quests drawn');
    },
  });
  ctx.jobs.push({
    // Rewards of a met squad goal are paid right after it is met; this pays any that were not.
    name: 'squad-quest-rewards',
    cron: '*/10 * * * *',
    async run(now) {
      const paid = await paySquadRewards(ctx, now);
      if (paid) ctx.log.info({ paid }, 'squad quest rewards paid');
    },
  });

  app.get(
    '/api/v1/athletes/:athleteId/quests',
    { schema: { tags: ['quests'], summary: 'Today’s daily quests and this week’s squad quest', params: ZQuestsParams, response: { 200: ZQuestsResponse } } },
    async (request) => getQuests(ctx.db, currentUser(request).id, request.params.athleteId, new Date()),
  );
});
