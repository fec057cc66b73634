import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { canMaintainStreak, displayedStreak } from '../../../shared/progress/streak';
import { academyDate } from '../../../shared/progress/time';
import { ZDashboardResponse } from '../../../shared/validation/dashboard';
import { ZAthleteQuery, ZProgressTotals } from '../../../shared/validation/training';
import { currentUser } from '../../auth/session';
import type { AppContext, ZodApp } from '../../context';
import { getRecentAchievements } from '../achievements/service';
import { ATHLETE_NOT_FOUND, getFamilyAthletes, requireOwnedAthlete } from '../athletes/service';
import { getCompactChallenges } from '../challenges/service';
import { getRanking, toPublicEntry } from '../leaderboards/service';
import { getMembershipSummary, isNewPlayer } from '../membership/service';
import { clearXp, exportAthleteLedger, getDashboardStats, getProgressSnapshot, getRecentActivity } from './service';
import { inTransaction } from '../../db/transaction';

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
    async (request) => {
      const user = currentUser(request);
      const family = await getFamilyAthletes(ctx.db, user.id);
      const athlete = family.find((a) => a.id === request.query.athleteId);
      if (!athlete) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
      const now = new Date();
      const today = academyDate(now);
      const [stats, recentActivity, recentAchievements, challenges, ranking, membership, newPlayer] = await Promise.all([
        getDashboardStats(ctx.db, athlete.id, now),
        getRecentActivity(ctx.db, athlete.id, 10),
        getRecentAchievements(ctx.db, athlete.id, 5),
        getCompactChallenges(ctx.db, athlete.id, now),
        getRanking(ctx.db, 'week', family.map((a) => a.id), now, 10, athlete.id),
        getMembershipSummary(ctx.db, user.id, now),
        isNewPlayer(ctx.db, user, now),
      ]);
      const isInTop = ranking.entries.some((e) => e.athleteId === athlete.id);
      const streakState = { current: stats.currentStreak, longest: stats.longestStreak, lastActivityDate: stats.lastActivityDate };
      return {
        athlete: { id: athlete.id, name: athlete.name },
        xp: { totalXp: stats.totalXp, level: stats.level, xpThisWeek: stats.xpThisWeek, xpThisMonth: stats.xpThisMonth },
        streak: {
          current: displayedStreak(streakState, today),
          longest: stats.longestStreak,
          lastActivityDate: stats.lastActivityDate,
          canMaintain: canMaintainStreak(stats.lastActivityDate, today),
        },
        stats: { lessonsCompleted: stats.lessonsCompleted, challengesCompleted: stats.challengesCompleted, badges: stats.badges },
        recentActivity,
        challenges: { items: challenges.challenges, rewardsAvailable: challenges.rewardsAvailable },
        recentAchievements,
        weeklyRankings: {
          entries: ranking.entries.map(toPublicEntry),
          own: ranking.own && !isInTop ? toPublicEntry(ranking.own) : null,
        },
        membership,
        isNewPlayer: newPlayer,
      };
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
