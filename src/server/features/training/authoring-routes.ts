/**
 * The coaches' lesson editor (issue 18, point 4): coaches and admins only, checked by one hook for
 * the group (403 for a parent) before any body is read; the training feature's own hook has already
 * answered 401 to a signed-out visitor.
 */
import { z } from 'zod';
import { LESSON_AUTHORING_MESSAGES as M } from '#shared/lesson-authoring';
import { ZLessonDependents, ZLessonIdParams, ZLessonInput, ZStaffLessonListResponse, ZStaffLessonResponse } from '#shared/validation/lesson-authoring';
import { ACCESS_MESSAGES, currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { createLesson, editLesson, getLessonDependents, getLessonForStaff, listLessonsForStaff, setLessonPublished } from './authoring';

const tags = ['training'];

export async function lessonAuthoringRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  await staffOnly(app, ctx, { roles: ['coach', 'admin'], messages: { signedOut: ACCESS_MESSAGES.signedOut, forbidden: M.forbidden } }, (staff) => {
    staff.get(
      '/api/v1/coach/lessons',
      { schema: { tags, summary: 'Every lesson, drafts included, and the categories (coaches and admins)', response: { 200: ZStaffLessonListResponse } } },
      async () => listLessonsForStaff(ctx.db),
    );

    staff.get(
      '/api/v1/coach/lessons/:lessonId',
      { schema: { tags, summary: 'One lesson to edit, draft or published (coaches and admins)', params: ZLessonIdParams, response: { 200: ZStaffLessonResponse } } },
      async (request) => ({ lesson: await getLessonForStaff(ctx.db, request.params.lessonId) }),
    );

    staff.get(
      '/api/v1/coach/lessons/:lessonId/dependents',
      {
        schema: {
          tags,
          summary: 'What depends on a lesson, asked before Unpublish: its curriculum modules, families part-way through it, and why an unpublish would be refused (coaches and admins)',
          params: ZLessonIdParams,
          response: { 200: ZLessonDependents },
        },
      },
      async (request) => getLessonDependents(ctx.db, request.params.lessonId),
    );

    staff.post(
      '/api/v1/coach/lessons',
      { schema: { tags, summary: 'Write a lesson; it stays a draft until published (coaches and admins)', body: ZLessonInput, response: { 201: ZStaffLessonResponse } } },
      async (request, reply) => reply.code(201).send({ lesson: await createLesson(ctx, currentUser(request), request.body) }),
    );

    staff.put(
      '/api/v1/coach/lessons/:lessonId',
      {
        schema: {
          tags,
          summary: 'Edit a lesson, a built-in one too: from then on its content file no longer rewrites it (coaches and admins)',
          params: ZLessonIdParams,
          body: ZLessonInput,
          response: { 200: ZStaffLessonResponse },
        },
      },
      async (request) => ({ lesson: await editLesson(ctx, currentUser(request), request.params.lessonId, request.body) }),
    );

    for (const [action, isPublished] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      staff.post(
        `/api/v1/coach/lessons/:lessonId/${action}`,
        {
          schema: {
            tags,
            summary: isPublished
              ? 'Publish a lesson: every family finds it in its category (coaches and admins)'
              : 'Unpublish a lesson: families no longer see it; refused when it is the last published lesson of a curriculum module (coaches and admins)',
            params: ZLessonIdParams,
            body: z.object({}).optional(),
            response: { 200: ZStaffLessonResponse },
          },
        },
        async (request) => ({ lesson: await setLessonPublished(ctx, currentUser(request), request.params.lessonId, isPublished) }),
      );
    }
  });
}
