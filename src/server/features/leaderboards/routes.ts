import { z } from 'zod';
import { DASHBOARD_TOP } from '#shared/rankings';
import { ZRankingResponse } from '#shared/validation/achievements';
import { ZAthleteQuery } from '#shared/validation/training';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { createWriteWorker } from '#server/db/write-worker';
import { requireOwnedAthlete } from '../athletes/service';
import { ZBoardQuery, ZBoardResponse, ZRankingsPrivacy } from '#shared/validation/leaderboards';
import {
  boardOf,
  currentPeriod,
  ensureBoardPreviousRanks,
  ensurePreviousRanks,
  ensureSnapshot,
  exportFamilyRankingsPrivacy,
  getBoard,
  getRanking,
  getRankingsPrivacy,
  previousPeriod,
  registerSnapshotWriter,
  toPublicRanking,
  updateRankingsPrivacy,
} from './service';
import { snapshotWriteTasks } from './snapshot-writes';

export const leaderboardsFeature = defineFeature({ name: 'leaderboards', dependencies: ['athletes', 'progress', 'training'], isSignedInOnly: true }, async (app, ctx) => {
  // Final ranks are written off the event loop on SQLite (snapshot-writes.ts). The worker starts on
  // the first snapshot a server writes, a few times a month, not with the server.
  const snapshots = createWriteWorker(ctx.db, ctx.config.database, {
    tasks: snapshotWriteTasks,
    entry: new URL('./snapshot-worker.ts', import.meta.url),
    onError: (message) => app.log.error(message),
  });
  registerSnapshotWriter(ctx.db, snapshots);
  ctx.familyData.push({ name: 'rankings', export: exportFamilyRankingsPrivacy });
  app.addHook('onClose', async () => snapshots.close());
  ctx.jobs.push(
    {
      // Monday 00:00 in San Diego: last week's and last month's final ranks, and every open page told.
      name: 'rankings-rollover',
      cron: '0 0 * * 1',
      async run(now) {
        await ensureSnapshot(ctx.db, previousPeriod(currentPeriod('week', now)));
        await ensureSnapshot(ctx.db, previousPeriod(currentPeriod('month', now)));
        // The Player Rankings boards' arrows: last weekend, last month's skill work, and the
        // all-time order as this week begins.
        for (const board of ['weekend', 'performance', 'all-time'] as const) await ensureBoardPreviousRanks(ctx.db, board, now);
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

  app.get(
    '/api/v1/leaderboards',
    {
      schema: {
        tags: ['leaderboards'],
        summary: 'A Player Rankings board: weekend, performance, or weekly, monthly and all-time, with the athlete’s own place',
        querystring: ZBoardQuery,
        response: { 200: ZBoardResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const athlete = await requireOwnedAthlete(ctx.db, user.id, request.query.athleteId);
      const now = new Date();
      const board = boardOf(request.query.tab, request.query.period);
      await ensureBoardPreviousRanks(ctx.db, board, now);
      return getBoard(ctx.db, user.id, { id: athlete.id, birthYear: athlete.birthYear }, board, now, request.query.birthYear ?? null);
    },
  );

  app.get(
    '/api/v1/rankings/privacy',
    {
      schema: {
        tags: ['leaderboards'],
        summary: 'Whether the family keeps this athlete off other families’ boards',
        querystring: ZAthleteQuery,
        response: { 200: ZRankingsPrivacy },
      },
    },
    async (request) => {
      const athlete = await requireOwnedAthlete(ctx.db, currentUser(request).id, request.query.athleteId);
      return { athleteId: athlete.id, hideFromRankings: await getRankingsPrivacy(ctx.db, athlete.id) };
    },
  );

  app.put(
    '/api/v1/rankings/privacy',
    {
      schema: {
        tags: ['leaderboards'],
        summary: 'Hide the athlete from other families’ boards, or show it again',
        body: ZRankingsPrivacy,
        response: { 200: ZRankingsPrivacy },
      },
    },
    async (request) => {
      const athlete = await requireOwnedAthlete(ctx.db, currentUser(request).id, request.body.athleteId);
      await updateRankingsPrivacy(ctx.db, athlete.id, request.body.hideFromRankings, new Date());
      // Every open board moves: the athlete leaves (or rejoins) the others' lists and counts.
      ctx.notifyRankings();
      return { athleteId: athlete.id, hideFromRankings: request.body.hideFromRankings };
    },
  );
});
