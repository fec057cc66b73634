/** The streak card's parent actions (issue 43): a pause, ending it, and "Log yesterday". */
import { z } from 'zod';
import { ZLogYesterdayRequest, ZStreakCard, ZStreakPauseRequest } from '#shared/validation/streak';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { inTransaction, type Trx } from '#server/db/transaction';
import { requireOwnedAthlete } from '../athletes/service';
import { lockAthleteProgress } from './service';
import { addPause, logYesterday, readStreakCard, stopPause } from './streak';

const tags = ['progress'];
const ZAthleteParams = z.object({ athleteId: z.string().min(1).max(64) });

export function streakRoutes(app: ZodApp, ctx: AppContext): void {
  /** Runs a change under the athlete's progress lock (so concurrent requests meet each other), then answers with the card. */
  async function change(parentId: string, athleteId: string, work: (trx: Trx, now: Date) => Promise<void>) {
    const athlete = await requireOwnedAthlete(ctx.db, parentId, athleteId);
    const now = new Date();
    await inTransaction(ctx.db, async (trx) => {
      await lockAthleteProgress(trx, athlete.id, ctx.dialect === 'postgres');
      await work(trx, now);
    });
    return { streak: await readStreakCard(ctx.db, athlete.id, now) };
  }

  app.get(
    '/api/v1/athletes/:athleteId/streak',
    { schema: { tags, summary: 'The athlete’s streak card', params: ZAthleteParams, response: { 200: z.object({ streak: ZStreakCard }) } } },
    async (request) => {
      const athlete = await requireOwnedAthlete(ctx.db, currentUser(request).id, request.params.athleteId);
      return { streak: await readStreakCard(ctx.db, athlete.id, new Date()) };
    },
  );

  app.post(
    '/api/v1/athletes/:athleteId/streak/pauses',
    {
      schema: { tags, summary: 'Pause the athlete’s streak (illness, a holiday)', params: ZAthleteParams, body: ZStreakPauseRequest, response: { 200: z.object({ streak: ZStreakCard }) } },
    },
    async (request) => {
      const parentId = currentUser(request).id;
      return change(parentId, request.params.athleteId, (trx, now) => addPause(trx, request.params.athleteId, parentId, request.body, now));
    },
  );

  app.post(
    '/api/v1/athletes/:athleteId/streak/pauses/:pauseId/end',
    {
      schema: {
        tags,
        summary: 'End a pause now, or remove one not started',
        params: ZAthleteParams.extend({ pauseId: z.string().min(1).max(64) }),
        response: { 200: z.object({ streak: ZStreakCard }) },
      },
    },
    async (request) =>
      change(currentUser(request).id, request.params.athleteId, (trx, now) => stopPause(trx, request.params.athleteId, request.params.pauseId, now)),
  );

  app.post(
    '/api/v1/athletes/:athleteId/streak/log-yesterday',
    {
      schema: { tags, summary: 'Log practice done yesterday (until noon)', params: ZAthleteParams, body: ZLogYesterdayRequest, response: { 200: z.object({ streak: ZStreakCard }) } },
    },
    async (request) => change(currentUser(request).id, request.params.athleteId, (trx, now) => logYesterday(trx, request.params.athleteId, request.body, now)),
  );
}
