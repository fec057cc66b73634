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
