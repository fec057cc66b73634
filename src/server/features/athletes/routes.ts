import { z } from 'zod';
import { ZAthlete, ZAthleteRequest } from '#shared/validation/athletes';
import { currentUser } from '#server/auth/session';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { defineFeature } from '#server/feature';
import { addAthlete, editAthlete, getFamilyAthletes, removeAthlete, requireOwnedAthlete } from './service';

const ZAthleteParams = z.object({ athleteId: z.string().min(1).max(64) });
const tags = ['athletes'];
/** A family adds a few children, ever: a script adding hundreds is stopped. */
export const ADD_ATHLETE_RATE_LIMIT = { windowMs: 60 * 60_000, max: 20 } as const;

export const athletesFeature = defineFeature({ name: 'athletes', dependencies: ['accounts'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.familyData.push({ name: 'athletes', export: (db, userId) => getFamilyAthletes(db, userId) });

  app.get(
    '/api/v1/athletes',
    { schema: { tags, summary: 'The family’s athletes, by name', response: { 200: z.object({ athletes: z.array(ZAthlete) }) } } },
    async (request) => {
      const user = currentUser(request);
      return { athletes: await getFamilyAthletes(ctx.db, user.id) };
    },
  );

  app.post(
    '/api/v1/athletes',
    {
      onRequest: rateLimit(ctx.db, { name: 'add-athlete', rule: ADD_ATHLETE_RATE_LIMIT, key: byFamily }),
      schema: { tags, summary: 'Add an athlete', body: ZAthleteRequest, response: { 201: z.object({ athlete: ZAthlete }) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send({ athlete: await addAthlete(ctx.db, user.id, request.body) });
    },
  );

  app.get(
    '/api/v1/athletes/:athleteId',
    { schema: { tags, summary: 'One of the family’s athletes', params: ZAthleteParams, response: { 200: z.object({ athlete: ZAthlete }) } } },
    async (request) => {
      const user = currentUser(request);
      return { athlete: await requireOwnedAthlete(ctx.db, user.id, request.params.athleteId) };
    },
  );

  app.put(
    '/api/v1/athletes/:athleteId',
    {
      schema: {
        tags,
        summary: 'Update an athlete',
        params: ZAthleteParams,
        body: ZAthleteRequest,
        response: { 200: z.object({ athlete: ZAthlete }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { athlete: await editAthlete(ctx.db, user.id, request.params.athleteId, request.body) };
    },
  );

  app.delete(
    '/api/v1/athletes/:athleteId',
    { schema: { tags, summary: 'Remove an athlete and everything kept for them', params: ZAthleteParams } },
    async (request, reply) => {
      const user = currentUser(request);
      await removeAthlete(ctx.db, user.id, request.params.athleteId);
      return reply.status(204).send();
    },
  );
});
