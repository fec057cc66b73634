import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, LessonProgressTable, LessonsTable } from '#server/db/schema';
import { type Placeholders, prepareQuery } from '#server/db/prepared';
import type { TDrillDiagram } from '#shared/drill-diagram';
import type { Difficulty, LessonType, Measurement } from '#shared/training';
import type { TLesson, TLessonProgress, TLessonSummary } from '#shared/validation/training';

type Executor = Kysely<Database> | Transaction<Database>;

export async function listCategoriesWithCounts(db: Executor, athleteId: string) {
  return db
    .selectFrom('training_categories as c')
    // Families count and see published lessons only (a coach's draft stays out, migration 0030).
    .leftJoin('lessons as l', (join) => join.onRef('l.category_id', '=', 'c.id').on('l.is_published', '=', 1))
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

/**
 * The families' category page in one statement, so PostgreSQL answers it in one round trip (issue
 * 18's figure: 200 lessons, p95 under 10 ms): the parent's athlete (no row when the athlete is not
 * theirs), the athlete's level, the category (null columns when unknown) and its published lessons
 * in order with the athlete's completion, one row per lesson (one row with null lesson columns when
 * the category has none). Each part is an indexed lookup: athletes by key, the level by key (an
 * uncorrelated subquery, run once), the lessons from lessons_category_published_idx in sort order,
 * the progress by its primary key (athlete_id, lesson_id).
 */
const categoryPage = prepareQuery((db, p: { parentId: string; athleteId: string; categoryId: string }) =>
  db
    .selectFrom('athletes as a')
    .leftJoin('training_categories as c', (join) => join.on('c.id', '=', p.categoryId))
    // Families see published lessons only (a coach's draft stays out, migration 0030).
    .leftJoin('lessons as l', (join) => join.onRef('l.category_id', '=', 'c.id').on('l.is_published', '=', 1))
    .leftJoin('lesson_progress as lp', (join) => join.onRef('lp.lesson_id', '=', 'l.id').onRef('lp.athlete_id', '=', 'a.id'))
    .select((eb) => [
      eb.selectFrom('athlete_progress').select('current_level').where('athlete_id', '=', p.athleteId).as('athlete_level'),
      'c.id as category_id',
      'c.title as category_title',
      'c.description as category_description',
      'c.skills as category_skills',
      'l.id',
      'l.title',
      'l.description',
      'l.type',
      'l.difficulty',
      'l.duration_minutes',
      'lp.completed_at',
    ])
    .where('a.id', '=', p.athleteId)
    .where('a.parent_id', '=', p.parentId)
    .orderBy('l.sort_order'),
);

export async function readCategoryPage(db: Kysely<Database>, parentId: string, athleteId: string, categoryId: string) {
  return categoryPage.all(db, { parentId, athleteId, categoryId });
}

/** A published lesson: a family never opens, starts or saves a coach's draft (it answers 404). */
export async function findLesson(db: Executor, lessonId: string) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('training_categories as c', 'c.id', 'l.category_id')
    .selectAll('l')
    .select('c.title as category_title')
    .where('l.id', '=', lessonId)
    .where('l.is_published', '=', 1)
    .executeTakeFirst();
}

const lessonProgress = prepareQuery((db, p: { athleteId: string; lessonId: string }) =>
  db.selectFrom('lesson_progress').selectAll().where('athlete_id', '=', p.athleteId).where('lesson_id', '=', p.lessonId),
);

export async function findLessonProgress(db: Executor, athleteId: string, lessonId: string) {
  return lessonProgress.first(db, { athleteId, lessonId });
}

type LessonProgressSave = {
  athleteId: string;
  lessonId: string;
  completedAt: string | null;
  count: number | null;
  minutes: number;
  score: number | null;
  notes: string | null;
  today: string;
  now: string;
  /** The session's server-recorded start: its saves carry its minutes so far, counted once. */
  sessionStartedAt: string;
};

const lessonProgressUpsert = prepareQuery((db, row: Placeholders<LessonProgressSave>) =>
  db
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
      session_started_at: row.sessionStartedAt,
      session_minutes: row.minutes,
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
        // A later save of the same session replaces that session's minutes (the most it has shown);
        // a new session adds its own.
        time_spent_minutes: sql<number>`case when lesson_progress.session_started_at = excluded.session_started_at
          then lesson_progress.time_spent_minutes - lesson_progress.session_minutes
            + case when excluded.session_minutes > lesson_progress.session_minutes then excluded.session_minutes else lesson_progress.session_minutes end
          else lesson_progress.time_spent_minutes + excluded.time_spent_minutes end`,
        session_minutes: sql<number>`case when lesson_progress.session_started_at = excluded.session_started_at
          then case when excluded.session_minutes > lesson_progress.session_minutes then excluded.session_minutes else lesson_progress.session_minutes end
          else excluded.session_minutes end`,
        session_started_at: eb.ref('excluded.session_started_at'),
        score: eb.fn.coalesce(eb.ref('excluded.score'), eb.ref('lesson_progress.score')),
        notes: eb.fn.coalesce(eb.ref('excluded.notes'), eb.ref('lesson_progress.notes')),
        last_practiced_on: eb.ref('excluded.last_practiced_on'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    ),
);

export async function upsertLessonProgress(db: Executor, row: LessonProgressSave): Promise<void> {
  await lessonProgressUpsert.all(db, row);
}

const completedLessonCount = prepareQuery((db, p: { athleteId: string }) =>
  db
    .selectFrom('lesson_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('athlete_id', '=', p.athleteId)
    .where('completed_at', 'is not', null),
);

export async function countCompletedLessons(db: Executor, athleteId: string): Promise<number> {
  return Number((await completedLessonCount.first(db, { athleteId }))?.n ?? 0);
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
    diagram: row.diagram ? (JSON.parse(row.diagram) as TDrillDiagram) : null,
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

/** Lessons the athlete completed in [fromIso, toIso), per category; every category, in order (a progress report). */
export async function countCompletedByCategory(db: Executor, athleteId: string, fromIso: string, toIso: string) {
  return db
    .selectFrom('training_categories as c')
    .leftJoin('lessons as l', 'l.category_id', 'c.id')
    .leftJoin('lesson_progress as p', (join) =>
      join
        .onRef('p.lesson_id', '=', 'l.id')
        .on('p.athlete_id', '=', athleteId)
        .on('p.completed_at', '>=', fromIso)
        .on('p.completed_at', '<', toIso),
    )
    .select((eb) => ['c.id', 'c.title', eb.fn.count<number>('p.lesson_id').as('completed')])
    .groupBy(['c.id', 'c.title', 'c.sort_order'])
    .orderBy('c.sort_order')
    .execute();
}

/** The athlete's lessons practised or completed in the period, with their bests (a progress report). */
export async function listLessonBests(db: Executor, athleteId: string, period: { fromIso: string; toIso: string; from: string; to: string }) {
  return db
    .selectFrom('lesson_progress as p')
    .innerJoin('lessons as l', 'l.id', 'p.lesson_id')
    .innerJoin('training_categories as c', 'c.id', 'l.category_id')
    .select([
      'p.lesson_id',
      'l.title',
      'c.title as category_title',
      'l.measurement',
      'p.best_count',
      'p.score',
      'p.time_spent_minutes',
      'p.last_practiced_on',
      'p.completed_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('lesson_sessions as s')
        .select((v) => v.fn.max('s.count').as('best'))
        .whereRef('s.athlete_id', '=', 'p.athlete_id')
        .whereRef('s.lesson_id', '=', 'p.lesson_id')
        .where('s.verified_at', 'is not', null)
        .as('verified_best'),
    )
    .where('p.athlete_id', '=', athleteId)
    .where((eb) =>
      eb.or([
        eb.and([eb('p.last_practiced_on', '>=', period.from), eb('p.last_practiced_on', '<=', period.to)]),
        eb.and([eb('p.completed_at', '>=', period.fromIso), eb('p.completed_at', '<', period.toIso)]),
      ]),
    )
    .orderBy('c.sort_order')
    .orderBy('l.sort_order')
    .execute();
}

/** Ids of the lessons the athlete has completed (the curriculum's modules). */
export async function listCompletedLessonIds(db: Executor, athleteId: string): Promise<string[]> {
  const rows = await db.selectFrom('lesson_progress').select('lesson_id').where('athlete_id', '=', athleteId).where('completed_at', 'is not', null).execute();
  return rows.map((r) => r.lesson_id);
}

/** Lesson titles by id (the curriculum's modules list their lessons). */
export async function listLessonTitles(db: Executor) {
  return db.selectFrom('lessons').select(['id', 'title', 'category_id']).where('is_published', '=', 1).execute();
}
