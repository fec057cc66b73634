import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LessonVideosTable } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type LessonVideoRow = Selectable<LessonVideosTable>;

/** The lesson's steps (JSON) if it exists; families reach published lessons only, staff any. */
export async function findLessonSteps(db: Executor, lessonId: string, { isStaff }: { isStaff: boolean }) {
  let query = db.selectFrom('lessons').select(['id', 'steps']).where('id', '=', lessonId);
  if (!isStaff) query = query.where('is_published', '=', 1);
  return query.executeTakeFirst();
}

export async function listLessonVideos(db: Executor, lessonId: string): Promise<LessonVideoRow[]> {
  return db.selectFrom('lesson_videos').selectAll().where('lesson_id', '=', lessonId).orderBy('step_index').execute();
}

export async function findLessonVideo(db: Executor, lessonId: string, stepIndex: number): Promise<LessonVideoRow | undefined> {
  return db.selectFrom('lesson_videos').selectAll().where('lesson_id', '=', lessonId).where('step_index', '=', stepIndex).executeTakeFirst();
}

export type LessonVideoWrite = Omit<LessonVideoRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

/** Writes the step's row, replacing the one before (a new video, or the same one with a new poster or captions). */
export async function saveLessonVideo(db: Executor, row: LessonVideoWrite): Promise<void> {
  await db
    .insertInto('lesson_videos')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['lesson_id', 'step_index']).doUpdateSet({
        video_key: row.video_key,
        mime: row.mime,
        bytes: row.bytes,
        duration_ms: row.duration_ms,
        poster_key: row.poster_key,
        poster_mime: row.poster_mime,
        captions_key: row.captions_key,
        uploaded_by: row.uploaded_by,
        created_at: row.created_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteLessonVideo(db: Executor, lessonId: string, stepIndex: number): Promise<void> {
  await db.deleteFrom('lesson_videos').where('lesson_id', '=', lessonId).where('step_index', '=', stepIndex).execute();
}

/** Where a page of filmed lessons ends: the last row's upload time, lesson and step. */
export type FilmedCursor = { updatedAt: string; lessonId: string; stepIndex: number };

/**
 * Published lessons' filmed steps, newest upload first, a page at a time (keyset on the upload time).
 * A lesson has at most a few steps and the academy a few hundred lessons, so the sort reads at most
 * a few hundred rows of lesson_videos.
 */
export async function listFilmedLessons(db: Executor, after: FilmedCursor | undefined, limit: number) {
  let query = db
    .selectFrom('lesson_videos as v')
    .innerJoin('lessons as l', 'l.id', 'v.lesson_id')
    .innerJoin('training_categories as c', 'c.id', 'l.category_id')
    .selectAll('v')
    .select(['l.title', 'l.category_id', 'c.title as category_title', 'l.difficulty', 'l.duration_minutes', 'l.steps'])
    .where('l.is_published', '=', 1);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('v.updated_at', '<', after.updatedAt),
        eb.and([eb('v.updated_at', '=', after.updatedAt), eb('v.lesson_id', '<', after.lessonId)]),
        eb.and([eb('v.updated_at', '=', after.updatedAt), eb('v.lesson_id', '=', after.lessonId), eb('v.step_index', '<', after.stepIndex)]),
      ]),
    );
  }
  return query.orderBy('v.updated_at', 'desc').orderBy('v.lesson_id', 'desc').orderBy('v.step_index', 'desc').limit(limit).execute();
}
