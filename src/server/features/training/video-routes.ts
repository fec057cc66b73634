/**
 * Lesson video routes (decision 037): families signed in list and play a lesson's videos; coaches
 * and admins upload (multipart, streamed to storage) and remove them. Registered by the training
 * feature inside its signed-in scope.
 */
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { AppError } from '#shared/errors';
import {
  LESSON_VIDEO_LIMITS,
  LESSON_VIDEO_MESSAGES,
  type LessonVideoPart,
  ZFilmedLessonsPage,
  ZFilmedLessonsQuery,
  ZLessonVideoParams,
  ZLessonVideoResponse,
  ZLessonVideosResponse,
} from '#shared/validation/lesson-videos';
import { MAX_UPLOAD_BYTES } from './stored-files';
import { getFilmedLessons, getLessonVideos, openLessonVideoFile, removeLessonVideo, type UploadPart, uploadLessonVideo } from './video-service';

const tags = ['training'];
const ZLessonParams = z.object({ lessonId: z.string().min(1).max(100) });
const ZVersionQuery = z.object({ v: z.string().max(40).optional() });

export async function registerLessonVideoRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.get(
    '/api/v1/training/lessons/:lessonId/videos',
    { schema: { tags, summary: 'The lesson’s videos, one per step that has one', params: ZLessonParams, response: { 200: ZLessonVideosResponse } } },
    async (request) => getLessonVideos(ctx, currentUser(request), request.params.lessonId),
  );

  app.get(
    '/api/v1/training/videos',
    { schema: { tags, summary: 'Every published lesson’s filmed steps, newest upload first, a page at a time', querystring: ZFilmedLessonsQuery, response: { 200: ZFilmedLessonsPage } } },
    async (request) => getFilmedLessons(ctx, request.query.cursor),
  );

  const files: [LessonVideoPart, string, string][] = [
    ['video', 'video', 'A step’s video (MP4 or WebM), whole or in the one byte range asked for'],
    ['poster', 'poster', 'A step’s poster image (JPEG or PNG)'],
    ['captions', 'captions', 'A step’s captions (WebVTT)'],
  ];
  for (const [part, segment, summary] of files) {
    app.get(
      `/api/v1/training/lessons/:lessonId/steps/:stepIndex/${segment}`,
      { schema: { tags, summary, params: ZLessonVideoParams, querystring: ZVersionQuery } },
      async (request, reply) => {
        const { lessonId, stepIndex } = request.params;
        const served = await openLessonVideoFile(ctx, currentUser(request), lessonId, stepIndex, part, request.headers.range);
        void reply.headers(served.headers);
        if (served.status === 416) return reply.status(416).send(new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.rangeNotSatisfiable).toBody());
        return reply.status(served.status).send(served.body);
      },
    );
  }

  await staffOnly(app, ctx, { roles: ['coach', 'admin'], messages: { signedOut: LESSON_VIDEO_MESSAGES.staffSignedOut, forbidden: LESSON_VIDEO_MESSAGES.forbidden } }, async (staff) => {
    // Only in this scope: the rest of the API takes JSON alone. The parser's own size limit sits
    // one byte past ours, so the video inspector sees the file is too large and says so.
    await staff.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: LESSON_VIDEO_LIMITS.maxVideoBytes + 1, files: 3, fields: 3, parts: 6, fieldSize: 1024, headerPairs: 100 },
    });

    staff.put(
      '/api/v1/training/lessons/:lessonId/steps/:stepIndex/video',
      {
        schema: {
          tags,
          summary: 'Upload a step’s video (field "video"), poster ("poster") and captions ("captions") as multipart/form-data',
          consumes: ['multipart/form-data'],
          params: ZLessonVideoParams,
          response: { 200: ZLessonVideoResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.notMultipart);
        const { lessonId, stepIndex } = request.params;
        // The body's declared size bounds its files (the parser reads no further); without one, the most an upload may be.
        const declared = Number(request.headers['content-length']);
        const uploadBytes = Number.isSafeInteger(declared) && declared > 0 ? declared : MAX_UPLOAD_BYTES;
        return uploadLessonVideo(ctx, currentUser(request), lessonId, stepIndex, request.parts() as AsyncIterable<UploadPart>, uploadBytes);
      },
    );

    staff.delete(
      '/api/v1/training/lessons/:lessonId/steps/:stepIndex/video',
      { schema: { tags, summary: 'Remove a step’s video, poster and captions', params: ZLessonVideoParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (request) => {
        await removeLessonVideo(ctx, currentUser(request), request.params.lessonId, request.params.stepIndex);
        return { ok: true as const };
      },
    );
  });
}
