/**
 * Skill evaluations and passports (issue 42, points 1-2; decision 090). Coaches and admins (a parent
 * gets 403) read the roster with who is due, save an athlete's draft, publish it and correct it; a
 * family reads its own athlete's passport (404 for anyone else's). The skill catalogue is content,
 * read and checked once at start-up.
 */
import { z } from 'zod';
import {
  ZAthleteParams,
  ZEvaluation,
  ZEvaluationInput,
  ZEvaluationParams,
  ZEvaluationRoster,
  ZEvaluationRosterQuery,
  ZPassport,
  ZSkillCatalogue,
  ZStaffEvaluations,
} from '#shared/validation/evaluations';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn, staffOnly } from '#server/feature';
import { loadSkillCatalogue } from './catalogue';
import { correctEvaluation, exportEvaluations, publishEvaluation, readEvaluationRoster, readPassport, readSkillCatalogue, readStaffEvaluations, saveDraft } from './service';

const tags = ['evaluations'];

export const evaluationsFeature = defineFeature({ name: 'evaluations', dependencies: ['accounts', 'athletes', 'training', 'membership'] }, async (app, ctx) => {
  const catalogue = loadSkillCatalogue();
  // Evaluations go with their athlete (the rows cascade); the export carries the published ones.
  ctx.familyData.push({ name: 'evaluations', export: exportEvaluations });

  await signedIn(app, ctx, (family) => {
    family.get(
      '/api/v1/athletes/:athleteId/passport',
      { schema: { tags, summary: 'The skill passport of one of the family’s athletes: each skill’s level over time, the current goals and lessons', params: ZAthleteParams, response: { 200: ZPassport } } },
      async (request) => readPassport(ctx, catalogue, currentUser(request).id, request.params.athleteId),
    );
  });

  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get('/api/v1/coach/skills', { schema: { tags, summary: 'The skill catalogue with each skill’s described levels and lessons (coaches and admins)', response: { 200: ZSkillCatalogue } } }, async () =>
      readSkillCatalogue(ctx.db, catalogue),
    );

    staff.get(
      '/api/v1/coach/evaluations',
      {
        schema: {
          tags,
          summary: 'Athletes who train, a page at a time, the evaluations due first (a full one per season, a light check every 6-8 weeks), with any draft and the counts',
          querystring: ZEvaluationRosterQuery,
          response: { 200: ZEvaluationRoster },
        },
      },
      async (request) => readEvaluationRoster(ctx, request.query),
    );

    staff.get(
      '/api/v1/coach/athletes/:athleteId/evaluations',
      { schema: { tags, summary: 'One athlete’s evaluations, the draft included, with the earlier versions of corrected ones', params: ZAthleteParams, response: { 200: ZStaffEvaluations } } },
      async (request) => readStaffEvaluations(ctx, request.params.athleteId),
    );

    staff.put(
      '/api/v1/coach/athletes/:athleteId/evaluations/draft',
      { schema: { tags, summary: 'Save the athlete’s draft evaluation (made on the first save, edited after)', params: ZAthleteParams, body: ZEvaluationInput, response: { 200: z.object({ evaluation: ZEvaluation }) } } },
      async (request) => ({ evaluation: await saveDraft(ctx, catalogue, currentUser(request), request.params.athleteId, request.body) }),
    );

    staff.post(
      '/api/v1/coach/evaluations/:evaluationId/publish',
      { schema: { tags, summary: 'Publish a draft: the family sees it and is notified once', params: ZEvaluationParams, response: { 200: z.object({ evaluation: ZEvaluation }) } } },
      async (request) => ({ evaluation: await publishEvaluation(ctx, catalogue, request.params.evaluationId) }),
    );

    staff.put(
      '/api/v1/coach/evaluations/:evaluationId',
      { schema: { tags, summary: 'Correct a published evaluation; the earlier version stays visible to staff', params: ZEvaluationParams, body: ZEvaluationInput, response: { 200: z.object({ evaluation: ZEvaluation }) } } },
      async (request) => ({ evaluation: await correctEvaluation(ctx, catalogue, currentUser(request), request.params.evaluationId, request.body) }),
    );
  });
});
