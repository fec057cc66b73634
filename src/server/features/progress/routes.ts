import { z } from 'zod';
import { ZProgressTotals } from '#shared/validation/training';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { inTransaction } from '#server/db/transaction';
import { getFamilyAthletes, requireOwnedAthlete } from '../athletes/service';
import { clearXp, exportAthleteLedger, getProgressSnapshot } from './service';
import { exportStreakRows } from './streak-queries';
import { STREAK_REMINDER_CRON, sendStreakReminders } from './streak-reminders';
import { streakRoutes } from './streak-routes';

const tags = ['progress'];

export const progressFeature = defineFeature({ name: 'progress', dependencies: ['athletes'], isSignedInOnly: true }, async (app, ctx) => {

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
          ...(await exportStreakRows(db, a.id)),
        })),
      );
    },
  });

  streakRoutes(app, ctx);
  ctx.jobs.push({ name: 'streak-reminders', cron: STREAK_REMINDER_CRON, run: async (now) => void (await sendStreakReminders(ctx, now)) });

  app.post(
    '/api/v1/athletes/:athleteId/progress/reset',
    {
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
});
