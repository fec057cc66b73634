import { z } from 'zod';
import {
  ZAthleteQuery,
  ZCategoryDetail,
  ZCategorySummary,
  ZLesson,
  ZLessonProgress,
  ZLessonProgressRequest,
  ZLessonProgressResponse,
  ZLessonStartResponse,
} from '#shared/validation/training';
import { ZClientIdHeaders } from '#shared/validation/offline';
import { currentUser } from '#server/auth/session';
import { oncePerClientId } from '#server/http/client-ids';
import { seedCurriculum } from './seed';
import { registerLessonVideoRoutes } from './video-routes';
import { lessonAuthoringRoutes } from './authoring-routes';
import { defineFeature } from '#server/feature';
import { ZCurriculumResponse } from '#shared/validation/curriculum';
import { getCategories, getCategory, getCurriculum, getLesson, recordLessonProgress, startLesson } from './service';
import { exportFamilyLessonSessions, getLessonHistory } from './history';
import { forgetFilesOf } from './stored-files';
import { ZLessonHistory, ZLessonHistoryQuery } from '#shared/validation/lesson-history';

const tags = ['training'];
const ZId = z.string().min(1).max(100);

export const trainingFeature = defineFeature({ name: 'training', seed: seedCurriculum, dependencies: ['athletes', 'progress'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.familyData.push({ name: 'lessonHistory', export: exportFamilyLessonSessions });
  // A leaving coach's uploads stay with their lessons, counted against nobody.
  ctx.accountDeletion.push({ name: 'storedFiles', inTransaction: (trx, account) => forgetFilesOf(trx, account.userId) });

  app.get(
    '/api/v1/training/categories',
    {
      schema: { tags, summary: 'Training categories with the athlete’s progress', querystring: ZAthleteQuery, response: { 200: z.object({ categories: z.array(ZCategorySummary) }) } },
    },
    async (request) => ({ categories: await getCategories(ctx.db, currentUser(request).id, request.query.athleteId) }),
  );

  app.get(
    '/api/v1/training/curriculum',
    {
      schema: { tags, summary: 'The curriculum’s levels and modules with the athlete’s progress (2, 1, 1 to unlock)', querystring: ZAthleteQuery, response: { 200: ZCurriculumResponse } },
    },
    async (request) => getCurriculum(ctx.db, currentUser(request).id, request.query.athleteId),
  );

  app.get(
    '/api/v1/training/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'A category and its lessons for the athlete',
        params: z.object({ categoryId: ZId }),
        querystring: ZAthleteQuery,
        response: { 200: z.object({ category: ZCategoryDetail, athleteLevel: z.number().int() }) },
      },
    },
    async (request) => getCategory(ctx.db, currentUser(request).id, request.query.athleteId, request.params.categoryId),
  );

  app.get(
    '/api/v1/training/lessons/:lessonId',
    {
      schema: {
        tags,
        summary: 'A lesson with the athlete’s progress and level',
        params: z.object({ lessonId: ZId }),
        querystring: ZAthleteQuery,
        response: { 200: z.object({ lesson: ZLesson, progress: ZLessonProgress, athleteLevel: z.number() }) },
      },
    },
    async (request) => getLesson(ctx.db, currentUser(request).id, request.query.athleteId, request.params.lessonId),
  );

  app.get(
    '/api/v1/training/lessons/:lessonId/history',
    {
      schema: {
        tags,
        summary: 'The athlete’s sessions of a lesson, newest first, a page at a time, with personal bests',
        params: z.object({ lessonId: ZId }),
        querystring: ZLessonHistoryQuery,
        response: { 200: ZLessonHistory },
      },
    },
    async (request) =>
      getLessonHistory(ctx.db, currentUser(request).id, request.query.athleteId, request.params.lessonId, request.query.before ?? null),
  );

  app.post(
    '/api/v1/training/lessons/:lessonId/start',
    {
      schema: {
        tags,
        summary: 'Start a lesson for the athlete: the server times the training from here',
        params: z.object({ lessonId: ZId }),
        body: ZAthleteQuery,
        response: { 200: ZLessonStartResponse },
      },
    },
    async (request) => startLesson(ctx, currentUser(request).id, request.body.athleteId, request.params.lessonId),
  );

  app.post(
    '/api/v1/training/lessons/:lessonId/progress',
    {
      schema: {
        tags,
        summary: 'Save practice or complete a lesson; the server computes the XP',
        params: z.object({ lessonId: ZId }),
        // Sent again from the offline queue: applied once, a repeat gets the first answer.
        headers: ZClientIdHeaders,
        body: ZLessonProgressRequest,
        response: { 200: ZLessonProgressResponse },
      },
    },
    async (request) =>
      oncePerClientId(ctx.db, request, async () => {
        const { athleteId: _athleteId, ...result } = await recordLessonProgress(ctx, currentUser(request).id, request.params.lessonId, request.body);
        return result;
      }),
  );

  // Coaches and admins write, edit and publish lessons (issue 18, point 4).
  await lessonAuthoringRoutes(app, ctx);

  // Lesson videos: families watch, coaches and admins upload (issue 18, point 5).
  await registerLessonVideoRoutes(app, ctx);
});
