/**
 * Lesson videos (issue 18, point 5; docs/decisions/037-lesson-videos.md). A coach or admin uploads
 * a video to a lesson's step, with an optional poster and captions; each file is checked by its
 * content while it streams into storage, and a refused upload leaves nothing behind. Families
 * signed in watch it on the lesson page, seeking through range requests.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '#server/context';
import type { SessionUser } from '#server/auth/session';
import { inTransaction } from '#server/db/transaction';
import { recordAudit } from '#server/audit/audit';
import { parseRange } from '#server/http/byte-range';
import { AppError } from '#shared/errors';
import {
  LESSON_VIDEO_LIMITS,
  LESSON_VIDEO_MESSAGES,
  type LessonVideoPart,
  type LessonVideoType,
  FILMED_LESSONS_PAGE_SIZE,
  lessonVideoPaths,
  type TFilmedLessonsPage,
  type TLessonVideo,
} from '#shared/validation/lesson-videos';
import type { Difficulty } from '#shared/training';
import { forgetStoredFiles, lockFor, releaseReservation, reserveUpload, settleStoredFiles } from './stored-files';
import { isWebVtt, sniffImageType, VideoInspector } from './video-files';
import {
  deleteLessonVideo,
  findLessonSteps,
  findLessonVideo,
  type FilmedCursor,
  type LessonVideoRow,
  listFilmedLessons,
  listLessonVideos,
  saveLessonVideo,
} from './video-queries';

/** One file of the upload form, as the multipart parser hands it over. */
export type UploadPart = { type: 'file'; fieldname: string; file: Readable } | { type: 'field'; fieldname: string };

const isStaff = (user: SessionUser) => user.role === 'coach' || user.role === 'admin';

const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'text/vtt': 'vtt',
};
const newKey = (mime: string) => `lesson-videos/${randomUUID()}.${EXTENSIONS[mime]}`;
/** A compact, URL-safe version of a timestamp for the files' addresses. */
const versionOf = (timestamp: string) => String(new Date(timestamp).getTime());

export function toLessonVideo(row: LessonVideoRow): TLessonVideo {
  const { lesson_id: lessonId, step_index: stepIndex } = row;
  return {
    stepIndex,
    mime: row.mime as LessonVideoType,
    bytes: row.bytes,
    durationSeconds: row.duration_ms === null ? null : row.duration_ms / 1000,
    videoUrl: lessonVideoPaths.file(lessonId, stepIndex, 'video', versionOf(row.created_at)),
    posterUrl: row.poster_key ? lessonVideoPaths.file(lessonId, stepIndex, 'poster', versionOf(row.updated_at)) : null,
    captionsUrl: row.captions_key ? lessonVideoPaths.file(lessonId, stepIndex, 'captions', versionOf(row.updated_at)) : null,
    uploadedAt: new Date(row.created_at).toISOString(),
  };
}

async function requireLesson(ctx: AppContext, user: SessionUser, lessonId: string) {
  const lesson = await findLessonSteps(ctx.db, lessonId, { isStaff: isStaff(user) });
  if (!lesson) throw new AppError('NOT_FOUND', LESSON_VIDEO_MESSAGES.lessonNotFound);
  return { id: lesson.id, stepCount: (JSON.parse(lesson.steps) as unknown[]).length };
}

/** The lesson's videos, one per step that has one (404 for a lesson the family cannot open). */
export async function getLessonVideos(ctx: AppContext, user: SessionUser, lessonId: string): Promise<{ videos: TLessonVideo[] }> {
  await requireLesson(ctx, user, lessonId);
  return { videos: (await listLessonVideos(ctx.db, lessonId)).map(toLessonVideo) };
}

const encodeCursor = (c: FilmedCursor) => [c.updatedAt, c.lessonId, c.stepIndex].join('|');

function decodeCursor(cursor: string | undefined): FilmedCursor | undefined {
  if (!cursor) return undefined;
  const [updatedAt = '', lessonId = '', step = ''] = cursor.split('|');
  const stepIndex = Number(step);
  if (Number.isNaN(Date.parse(updatedAt)) || !lessonId || !Number.isInteger(stepIndex) || stepIndex < 0) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.badCursor, { cursor: LESSON_VIDEO_MESSAGES.badCursor });
  return { updatedAt: new Date(updatedAt).toISOString(), lessonId, stepIndex };
}

/** The Digital Content tab: every published lesson's filmed steps, newest upload first, a page at a time. */
export async function getFilmedLessons(ctx: AppContext, cursor: string | undefined): Promise<TFilmedLessonsPage> {
  const rows = await listFilmedLessons(ctx.db, decodeCursor(cursor), FILMED_LESSONS_PAGE_SIZE + 1);
  const page = rows.slice(0, FILMED_LESSONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      lessonId: row.lesson_id,
      title: row.title,
      categoryId: row.category_id,
      categoryTitle: row.category_title,
      difficulty: row.difficulty as Difficulty,
      durationMinutes: row.duration_minutes,
      stepTitle: (JSON.parse(row.steps) as { title: string }[])[row.step_index]?.title ?? `Step ${row.step_index + 1}`,
      video: toLessonVideo(row),
    })),
    nextCursor:
      rows.length > FILMED_LESSONS_PAGE_SIZE && last
        ? encodeCursor({ updatedAt: new Date(last.updated_at).toISOString(), lessonId: last.lesson_id, stepIndex: last.step_index })
        : null,
  };
}

/** Reads a small file (poster, captions) whole, refusing it past its limit without reading on. */
async function readCapped(file: Readable, maxBytes: number, message: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > maxBytes) {
      file.destroy();
      throw new AppError('VALIDATION', message);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The multipart parser's own refusals, in the page's words. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.notMultipart);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.unknownPart);
  return error;
}

/**
 * Stores an upload's files and then the step's row. A new video replaces the step's whole set (its
 * old poster and captions described the old video); a poster or captions alone are added to the
 * video already there. Whatever fails, the files this upload stored are removed again. Room for the
 * whole body (`uploadBytes`) is reserved against the uploader's storage quota first. The row is
 * written against the step's row as it is at that moment (uploads to one step take turns there),
 * and every file the write leaves unnamed is removed: of 20 uploads at once, the last one's files
 * remain and no other's.
 */
export async function uploadLessonVideo(
  ctx: AppContext,
  user: SessionUser,
  lessonId: string,
  stepIndex: number,
  parts: AsyncIterable<UploadPart>,
  uploadBytes: number,
  now = new Date(),
): Promise<{ video: TLessonVideo }> {
  const lesson = await requireLesson(ctx, user, lessonId);
  if (stepIndex >= lesson.stepCount) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.stepOutOfRange);
  const existing = await findLessonVideo(ctx.db, lessonId, stepIndex);
  const reservation = await reserveUpload(ctx, user.id, uploadBytes, now);

  const stored: string[] = [];
  const files: Partial<Record<LessonVideoPart, { key: string; mime: string; bytes: number; durationMs?: number | null }>> = {};
  try {
    try {
      for await (const part of parts) {
        const name = part.fieldname as LessonVideoPart;
        if (part.type !== 'file' || !['video', 'poster', 'captions'].includes(name) || files[name]) {
          if (part.type === 'file') part.file.destroy();
          throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.unknownPart);
        }
        if (name !== 'video' && !files.video && !existing) {
          part.file.destroy();
          throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.noVideoYet);
        }
        if (name === 'video') {
          const inspector = new VideoInspector();
          const key = `lesson-videos/${randomUUID()}`;
          // The inspector fails the stream (and so the write) on a file that is not a video.
          const carried = pipeline(part.file, inspector).catch((error: unknown) => inspector.destroy(error as Error));
          // Named without an extension: the type is known once the first bytes have passed.
          const put = ctx.files.put(key, inspector, 'application/octet-stream');
          stored.push(key);
          const { bytes } = await put;
          await carried;
          files.video = { key, mime: inspector.type!, bytes, durationMs: inspector.durationMs };
        } else if (name === 'poster') {
          const image = await readCapped(part.file, LESSON_VIDEO_LIMITS.maxPosterBytes, LESSON_VIDEO_MESSAGES.posterTooLarge);
          const mime = sniffImageType(image);
          if (!mime) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.notPoster);
          const key = newKey(mime);
          stored.push(key);
          files.poster = { key, mime, ...(await ctx.files.put(key, Readable.from([image]), mime)) };
        } else {
          const captions = await readCapped(part.file, LESSON_VIDEO_LIMITS.maxCaptionsBytes, LESSON_VIDEO_MESSAGES.captionsTooLarge);
          if (!isWebVtt(captions)) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.notCaptions);
          const key = newKey('text/vtt');
          stored.push(key);
          files.captions = { key, mime: 'text/vtt', ...(await ctx.files.put(key, Readable.from([captions]), 'text/vtt')) };
        }
      }
    } catch (error) {
      throw uploadError(error);
    }
    if (!files.video && !files.poster && !files.captions) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.noVideo);

    const at = now.toISOString();
    const { row, replaced } = await inTransaction(ctx.db, async (trx) => {
      await lockFor(trx, `lesson-video:${lessonId}:${stepIndex}`);
      // The step as it is now: another upload may have saved since this one began.
      const current = await findLessonVideo(trx, lessonId, stepIndex);
      if (!files.video && !current) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.noVideoYet);
      const base = files.video
        ? { video_key: files.video.key, mime: files.video.mime, bytes: files.video.bytes, duration_ms: files.video.durationMs ?? null, poster_key: null, poster_mime: null, captions_key: null, created_at: at }
        : current!;
      const row = {
        lesson_id: lessonId,
        step_index: stepIndex,
        video_key: base.video_key,
        mime: base.mime,
        bytes: base.bytes,
        duration_ms: base.duration_ms,
        poster_key: files.poster?.key ?? base.poster_key,
        poster_mime: files.poster?.mime ?? base.poster_mime,
        captions_key: files.captions?.key ?? base.captions_key,
        uploaded_by: user.id,
        created_at: base.created_at,
        updated_at: at,
      };
      const kept = new Set([row.video_key, row.poster_key, row.captions_key]);
      const replaced = current ? [current.video_key, current.poster_key, current.captions_key].filter((key): key is string => key !== null && !kept.has(key)) : [];
      await saveLessonVideo(trx, row);
      const added = Object.values(files).map((f) => ({ key: f.key, bytes: f.bytes }));
      await settleStoredFiles(trx, { reservation, ownerId: user.id, added, removed: replaced });
      const parts = (Object.keys(files) as LessonVideoPart[]).join(', ');
      await recordAudit(
        trx,
        {
          actor: { id: user.id, email: user.email },
          action: 'video.uploaded',
          target: { type: 'lesson', id: lessonId },
          summary: `Uploaded the ${parts} of step ${stepIndex + 1}`,
          details: {
            stepIndex,
            before: current ? { videoKey: current.video_key, posterKey: current.poster_key, captionsKey: current.captions_key } : null,
            after: { videoKey: row.video_key, posterKey: row.poster_key, captionsKey: row.captions_key, bytes: row.bytes },
          },
        },
        now,
      );
      return { row, replaced };
    });
    stored.length = 0;
    await removeFiles(ctx, replaced);
    return { video: toLessonVideo(row) };
  } finally {
    if (stored.length) await removeFiles(ctx, stored);
    await releaseReservation(ctx, reservation);
  }
}

/** Files no row points at any more; a failure is logged, never the caller's problem. */
async function removeFiles(ctx: AppContext, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await ctx.files.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'could not remove a stored file'));
  }
}

export async function removeLessonVideo(ctx: AppContext, user: SessionUser, lessonId: string, stepIndex: number): Promise<void> {
  await requireLesson(ctx, user, lessonId);
  const existing = await findLessonVideo(ctx.db, lessonId, stepIndex);
  if (!existing) throw new AppError('NOT_FOUND', LESSON_VIDEO_MESSAGES.videoNotFound);
  const keys = await inTransaction(ctx.db, async (trx) => {
    await lockFor(trx, `lesson-video:${lessonId}:${stepIndex}`);
    // The files of the row as it is now, not as it was read above (an upload may have saved since).
    const current = await findLessonVideo(trx, lessonId, stepIndex);
    if (!current) return [];
    await deleteLessonVideo(trx, lessonId, stepIndex);
    const keys = [current.video_key, current.poster_key, current.captions_key].filter((key): key is string => key !== null);
    await forgetStoredFiles(trx, keys);
    await recordAudit(trx, {
      actor: { id: user.id, email: user.email },
      action: 'video.removed',
      target: { type: 'lesson', id: lessonId },
      summary: `Removed the video of step ${stepIndex + 1}`,
      details: { stepIndex, before: { videoKey: current.video_key, posterKey: current.poster_key, captionsKey: current.captions_key, bytes: current.bytes }, after: null },
    });
    return keys;
  });
  await removeFiles(ctx, keys);
}

export type ServedFile =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable }
  | { status: 416; headers: Record<string, string> };

/**
 * One of a step's files for the player: the video whole or in the one range asked for (206 with
 * Content-Range), its poster or its captions. A new upload is a new address (?v=), so the browser
 * may keep a file for the session (private: never a shared cache).
 */
export async function openLessonVideoFile(
  ctx: AppContext,
  user: SessionUser,
  lessonId: string,
  stepIndex: number,
  part: LessonVideoPart,
  rangeHeader: string | undefined,
): Promise<ServedFile> {
  await requireLesson(ctx, user, lessonId);
  const row = await findLessonVideo(ctx.db, lessonId, stepIndex);
  const key = row && { video: row.video_key, poster: row.poster_key, captions: row.captions_key }[part];
  if (!row || !key) throw new AppError('NOT_FOUND', LESSON_VIDEO_MESSAGES.videoNotFound);
  const mime = { video: row.mime, poster: row.poster_mime ?? 'application/octet-stream', captions: 'text/vtt; charset=utf-8' }[part];
  const stat = await ctx.files.stat(key);
  if (!stat) throw new AppError('NOT_FOUND', LESSON_VIDEO_MESSAGES.videoNotFound);
  const headers: Record<string, string> = {
    'Content-Type': mime,
    'Cache-Control': 'private, max-age=86400',
    'Accept-Ranges': 'bytes',
    ETag: `"${key.replace(/[^a-z0-9-]/g, '')}"`,
  };
  const range = part === 'video' ? parseRange(rangeHeader, stat.bytes) : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': `bytes */${stat.bytes}` } };
  }
  if (range.kind === 'partial') {
    return {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${stat.bytes}`, 'Content-Length': String(range.end - range.start + 1) },
      body: await ctx.files.get(key, range),
    };
  }
  return { status: 200, headers: { ...headers, 'Content-Length': String(stat.bytes) }, body: await ctx.files.get(key) };
}
