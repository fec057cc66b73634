import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LessonProgressTable, LessonsTable } from '#server/db/schema';
import type { Difficulty, LessonType, Measurement } from '#shared/training';
import type { TLesson, TLessonProgress, TLessonSummary } from '#shared/validation/training';

type Executor = Kysely<Database> | Transaction<Database>;

export async function listCategoriesWithCounts(db: Executor, athleteId: string) {
  return db
    .selectFrom('training_categories as c')
    .leftJoin('lessons as l', 'l.category_id', 'c.id')
    .leftJoin('lesson_progress as p', (join) =>
      join.onRef('p.lesson_id', '=', 'l.id').on('p.athlete_id', '=', athleteId).on('p.completed_at', 'is not', null),
    )
    .select((eb) => [
      'c.id',
      'c.title',
      'c.description',
      'c.skills',
      eb.fn.count<number>('l.id').as('lesson_count'),
      eb.fn.count<number>('p.lesson_id').as('completed_count'),
    ])
    .groupBy(['c.id', 'c.title', 'c.description', 'c.skills', 'c.sort_order'])
    .orderBy('c.sort_order')
    .execute();
}

export async function findCategory(db: Executor, categoryId: string) {
  return db.selectFrom('training_categories').selectAll().where('id', '=', categoryId).executeTakeFirst();
}

export async function listLessonsWithProgress(db: Executor, categoryId: string, athleteId: string) {
  return db
    .selectFrom('lessons as l')
    .leftJoin('lesson_progress as p', (join) => join.onRef('p.lesson_id', '=', 'l.id').on('p.athlete_id', '=', athleteId))
    .select(['l.id', 'l.category_id', 'l.title', 'l.description', 'l.type', 'l.difficulty', 'l.duration_minutes', 'p.completed_at'])
    .where('l.category_id', '=', categoryId)
    .orderBy('l.sort_order')
    .execute();
}

export async function findLesson(db: Executor, lessonId: string) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('training_categories as c', 'c.id', 'l.category_id')
    .selectAll('l')
    .select('c.title as category_title')
    .where('l.id', '=', lessonId)
    .executeTakeFirst();
}

export async function findLessonProgress(db: Executor, athleteId: string, lessonId: string) {
  return db
    .selectFrom('lesson_progress')
    .selectAll()
    .where('athlete_id', '=', athleteId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

export async function upsertLessonProgress(
  db: Executor,
  row: {
    athleteId: string;
    lessonId: string;
    completedAt: string | null;
    count: number | null;
    minutes: number;
    score: number | null;
    notes: string | null;
    today: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('lesson_progress')
    .values({
      athlete_id: row.athleteId,
      lesson_id: row.lessonId,
      completed_at: row.completedAt,
      best_count: row.count,
      time_spent_minutes: row.minutes,
      score: row.score,
      notes: row.notes,
      last_practiced_on: row.today,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['athlete_id', 'lesson_id']).doUpdateSet((eb) => ({
        // A completion is kept once made; practice never undoes it.
        completed_at: eb.fn.coalesce('lesson_progress.completed_at', eb.ref('excluded.completed_at')),
        best_count: eb.fn.coalesce(
          eb
            .case()
            .when(eb('excluded.best_count', '>', eb.ref('lesson_progress.best_count')))
            .then(eb.ref('excluded.best_count'))
            .else(eb.ref('lesson_progress.best_count'))
            .end(),
          eb.ref('excluded.best_count'),
        ),
        time_spent_minutes: eb('lesson_progress.time_spent_minutes', '+', eb.ref('excluded.time_spent_minutes')),
        score: eb.fn.coalesce(eb.ref('excluded.score'), eb.ref('lesson_progress.score')),
        notes: eb.fn.coalesce(eb.ref('excluded.notes'), eb.ref('lesson_progress.notes')),
        last_practiced_on: eb.ref('excluded.last_practiced_on'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function countCompletedLessons(db: Executor, athleteId: string): Promise<number> {
  const row = await db
    .selectFrom('lesson_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('athlete_id', '=', athleteId)
    .where('completed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function toLessonSummary(row: {
  id: string;
  category_id: string;
  title: string;
  description: string;
  type: string;
  difficulty: string;
  duration_minutes: number;
  completed_at: string | null;
}): TLessonSummary {
  return {
    id: row.id,
    categoryId: row.category_id,
    title: row.title,
    description: row.description,
    type: row.type as LessonType,
    difficulty: row.difficulty as Difficulty,
    durationMinutes: row.duration_minutes,
    isCompleted: row.completed_at !== null,
  };
}

export function toLesson(row: Selectable<LessonsTable> & { category_title: string }, completedAt: string | null): TLesson {
  return {
    ...toLessonSummary({ ...row, completed_at: completedAt }),
    contentUrl: row.content_url,
    steps: JSON.parse(row.steps) as TLesson['steps'],
    instructions: JSON.parse(row.instructions) as string[],
    tips: JSON.parse(row.tips) as string[],
    equipment: JSON.parse(row.equipment) as string[],
    space: row.space,
    measurement: row.measurement ? (JSON.parse(row.measurement) as Measurement) : null,
    categoryTitle: row.category_title,
  };
}

export function toLessonProgress(row: Selectable<LessonProgressTable> | undefined): TLessonProgress {
  return {
    isCompleted: Boolean(row?.completed_at),
    completedAt: row?.completed_at ?? null,
    bestCount: row?.best_count ?? null,
    timeSpentMinutes: row?.time_spent_minutes ?? 0,
    score: row?.score ?? null,
    notes: row?.notes ?? null,
    lastPracticedOn: row?.last_practiced_on ?? null,
  };
}
