/**
 * Training: the curriculum for an athlete, and the lesson page's Save Progress / Complete Lesson.
 * XP comes from the lesson's stored data and the submitted count, never from the page, and only for
 * training the server saw time for (shared/progress/earned.ts): a completion once per lesson, ever,
 * no sooner than the lesson's minimum after its start; practice time and the measurement once per
 * lesson per academy day.
 */
import { AppError } from '#shared/errors';
import {
  EMPTY_SAVE_MESSAGE,
  LESSON_NOT_STARTED_MESSAGE,
  LESSON_START_VALID_SECONDS,
  countTooFastMessage,
  creditedMinutes,
  formatSeconds,
  hasTrainingEvidence,
  isPlausibleCount,
  isStartCurrent,
  lessonTooSoonMessage,
  minimumLessonSeconds,
} from '#shared/progress/earned';
import { clampCount, lessonBaseXp, measurementXp, timeBonusXp } from '#shared/progress/lesson-xp';
import { academyDate } from '#shared/progress/time';
import { CURRICULUM, curriculumProgress } from '#shared/curriculum';
import type { Difficulty } from '#shared/training';
import type { TCurriculumResponse } from '#shared/validation/curriculum';
import type {
  TCategoryDetail,
  TCategorySummary,
  TLesson,
  TLessonProgress,
  TLessonProgressRequest,
  TLessonProgressResponse,
  TLessonStartResponse,
} from '#shared/validation/training';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { ATHLETE_NOT_FOUND, requireOwnedAthlete } from '../athletes/service';
import { listWrittenLessons } from './authoring-queries';
import { checkLessonResult, recordLessonSession } from './history';
import { addLessonSessionXp } from './history-queries';
import { earnProgress, findStartedAt, getProgressSnapshot, recordStart, toProgressOutcome } from '../progress/service';
import {
  countCompletedByCategory,
  countCompletedLessons,
  findLesson,
  findLessonProgress,
  listCategoriesWithCounts,
  listCompletedLessonIds,
  listLessonBests,
  listLessonTitles,
  readCategoryPage,
  toLesson,
  toLessonProgress,
  toLessonSummary,
  upsertLessonProgress,
} from './queries';

export const LESSON_NOT_FOUND = 'Lesson Not Found';
export const CATEGORY_NOT_FOUND = 'Category Not Found';

export async function getCategories(db: Db, parentId: string, athleteId: string): Promise<TCategorySummary[]> {
  await requireOwnedAthlete(db, parentId, athleteId);
  const rows = await listCategoriesWithCounts(db, athleteId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    skills: JSON.parse(r.skills) as string[],
    lessonCount: Number(r.lesson_count),
    completedCount: Number(r.completed_count),
  }));
}

/**
 * A category's lessons for the athlete, with the athlete's level: it decides the difficulty shown.
 * One statement (queries.ts, readCategoryPage): the athlete's ownership, the level, the category and
 * its lessons come back together, one round trip on PostgreSQL.
 */
export async function getCategory(db: Db, parentId: string, athleteId: string, categoryId: string): Promise<{ category: TCategoryDetail; athleteLevel: number }> {
  const rows = await readCategoryPage(db, parentId, athleteId, categoryId);
  const first = rows[0];
  // No row: the athlete is not this parent's (the same answer requireOwnedAthlete gives).
  if (!first) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
  if (first.category_id === null) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  // A category with no published lesson comes back as one row without a lesson.
  const lessons = rows.flatMap((r) =>
    r.id === null
      ? []
      : [
          toLessonSummary({
            id: r.id,
            category_id: first.category_id!,
            title: r.title!,
            description: r.description!,
            type: r.type!,
            difficulty: r.difficulty!,
            duration_minutes: r.duration_minutes!,
            completed_at: r.completed_at,
          }),
        ],
  );
  const detail: TCategoryDetail = {
    id: first.category_id,
    title: first.category_title!,
    description: first.category_description!,
    skills: JSON.parse(first.category_skills!) as string[],
    lessonCount: lessons.length,
    completedCount: lessons.filter((l) => l.isCompleted).length,
    lessons,
  };
  // No progress row yet: level 1, as the progress snapshot says.
  return { category: detail, athleteLevel: first.athlete_level ?? 1 };
}

export async function getLesson(
  db: Db,
  parentId: string,
  athleteId: string,
  lessonId: string,
  now = new Date(),
): Promise<{ lesson: TLesson; progress: TLessonProgress; athleteLevel: number }> {
  await requireOwnedAthlete(db, parentId, athleteId);
  const row = await findLesson(db, lessonId);
  if (!row) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
  const [progressRow, snapshot] = await Promise.all([findLessonProgress(db, athleteId, lessonId), getProgressSnapshot(db, athleteId, now)]);
  return {
    lesson: toLesson(row, progressRow?.completed_at ?? null),
    progress: toLessonProgress(progressRow),
    athleteLevel: snapshot.level,
  };
}

/**
 * The lesson page opens: the server's clock for this athlete and lesson starts, unless a start
 * from this session (LESSON_START_VALID_SECONDS) is still current.
 */
export async function startLesson(
  ctx: AppContext,
  parentId: string,
  athleteId: string,
  lessonId: string,
  now = new Date(),
): Promise<TLessonStartResponse> {
  const athlete = await requireOwnedAthlete(ctx.db, parentId, athleteId);
  const row = await findLesson(ctx.db, lessonId);
  if (!row) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
  const startedAt = await recordStart(ctx.db, {
    athleteId: athlete.id,
    kind: 'lesson',
    subjectId: row.id,
    now,
    replaceBefore: new Date(now.getTime() - LESSON_START_VALID_SECONDS * 1000),
  });
  return { startedAt: startedAt.toISOString(), minimumSeconds: minimumLessonSeconds(row.duration_minutes, row.minimum_seconds) };
}

export async function recordLessonProgress(
  ctx: AppContext,
  parentId: string,
  lessonId: string,
  input: TLessonProgressRequest,
  now = new Date(),
): Promise<TLessonProgressResponse & { athleteId: string }> {
  const athlete = await requireOwnedAthlete(ctx.db, parentId, input.athleteId);
  const row = await findLesson(ctx.db, lessonId);
  if (!row) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
  const lesson = toLesson(row, null);
  const isCompletion = input.mode === 'complete';
  const count = lesson.measurement ? clampCount(input.count, lesson.measurement.target) : null;
  if (!isCompletion && !hasTrainingEvidence(Math.floor(input.timeSpentMinutes), count)) {
    throw new AppError('VALIDATION', EMPTY_SAVE_MESSAGE);
  }
  const minimumSeconds = minimumLessonSeconds(lesson.durationMinutes, row.minimum_seconds);
  const difficulty = lesson.difficulty as Difficulty;
  const today = academyDate(now);
  const nowIso = now.toISOString();

  return earnProgress(ctx, { parentId, athleteId: athlete.id, now }, async (trx, record) => {
    // Checked under the athlete's lock: a burst of saves meets each other's awards and moved starts.
    const startedAt = await findStartedAt(trx, athlete.id, 'lesson', lesson.id);
    if (!startedAt || !isStartCurrent(startedAt, now)) throw new AppError('CONFLICT', LESSON_NOT_STARTED_MESSAGE);
    const observed = (now.getTime() - startedAt.getTime()) / 1000;
    if (isCompletion && observed < minimumSeconds) throw new AppError('CONFLICT', lessonTooSoonMessage(minimumSeconds, observed));
    if (lesson.measurement && count && !isPlausibleCount(lesson.measurement.metric, count, observed)) {
      throw new AppError('CONFLICT', countTooFastMessage(lesson.measurement.metric, count, observed));
    }
    const minutes = creditedMinutes(input.timeSpentMinutes, lesson.durationMinutes, observed);
    if (!isCompletion && !hasTrainingEvidence(minutes, count)) {
      throw new AppError('CONFLICT', `Only ${formatSeconds(observed)} have passed since this lesson started. Train a little longer, then save.`);
    }

    // A count over twice the athlete's best verified one waits for a coach (decision 095).
    const session = { athleteId: athlete.id, lessonId: lesson.id, startedAt: startedAt.toISOString() };
    const { isFlagged } = await checkLessonResult(trx, session, lesson.measurement ? count : null);
    // The level before this save: the difficulty the athlete was shown decides the base.
    const base = isCompletion ? lessonBaseXp(difficulty, (await getProgressSnapshot(trx, athlete.id, now)).level) : 0;
    const time = timeBonusXp(minutes);
    // The count pays on its own reference, once per lesson per day, whichever save carries it.
    const measurement =
      lesson.measurement && count ? measurementXp({ measurement: lesson.measurement, count, timerSeconds: input.timerSeconds ?? null }).total : 0;
    await upsertLessonProgress(trx, {
      athleteId: athlete.id,
      lessonId: lesson.id,
      completedAt: isCompletion ? nowIso : null,
      count,
      minutes,
      score: isCompletion ? (input.score ?? 100) : (input.score ?? null),
      notes: input.notes,
      today,
      now: nowIso,
      sessionStartedAt: startedAt.toISOString(),
    });
    // The session's entry in the lesson history first, in the same transaction (its later saves
    // update it): the quests that run after progress read today's minutes and counts from it.
    await recordLessonSession(trx, { ...session, now: nowIso }, { minutes, count, notes: input.notes, xpAwarded: 0, isCompletion }, { isFlagged, heldReference: null });
    const recorded = await record({
      start: { kind: 'lesson', subjectId: lesson.id },
      awards: [
        {
          amount: base + time,
          reason: isCompletion ? `Lesson completed: ${lesson.title}` : `Practice: ${lesson.title}`,
          referenceType: isCompletion ? 'lesson' : 'lesson-practice',
          referenceId: isCompletion ? lesson.id : `${lesson.id}:${today}`,
        },
        { amount: measurement, reason: `Routine: ${lesson.title}`, referenceType: 'lesson-measurement', referenceId: `${lesson.id}:${today}`, isHeldFromSkillBoard: isFlagged },
      ],
    });
    const [main, counted] = recorded.awards;
    const breakdown = { base: main!.isAwarded ? base : 0, time: main!.isAwarded ? time : 0, measurement: counted!.isAwarded ? measurement : 0 };
    const wasPaidBefore = (base + time > 0 && !main!.isAwarded) || (measurement > 0 && !counted!.isAwarded);
    const paid = breakdown.base + breakdown.time + breakdown.measurement;
    // A flagged count's measurement XP is held off the Performance board until a coach confirms it.
    const heldReference = isFlagged && counted!.isAwarded ? `${lesson.id}:${today}` : null;
    if (paid > 0 || heldReference) await addLessonSessionXp(trx, session, paid, heldReference);
    return {
      unpaidReason: recorded.isAwarded ? null : wasPaidBefore ? ('already-earned' as const) : ('nothing-yet' as const),
      ...toProgressOutcome(recorded, paid),
      athleteId: athlete.id,
      mode: input.mode,
      breakdown,
      progress: toLessonProgress(await findLessonProgress(trx, athlete.id, lesson.id)),
    };
  });
}

/** For achievements (lessons_completed) and the dashboard. */
export async function getCompletedLessonCount(db: Db, athleteId: string): Promise<number> {
  return countCompletedLessons(db, athleteId);
}

/**
 * The in-app curriculum for an athlete (src/shared/curriculum.ts): each module's progress from the
 * athlete's real completions of its published lessons, and which levels are open by the 2, 1, 1 rule.
 */
export async function getCurriculum(db: Db, parentId: string, athleteId: string): Promise<TCurriculumResponse> {
  await requireOwnedAthlete(db, parentId, athleteId);
  const [completedIds, lessons] = await Promise.all([listCompletedLessonIds(db, athleteId), listLessonTitles(db)]);
  const completed = new Set(completedIds);
  const lessonById = new Map(lessons.map((l) => [l.id, l]));
  // Only published lessons count (decision 073): a module is never held back by one families can not open.
  const progress = curriculumProgress(completed, CURRICULUM, new Set(lessonById.keys()));
  return {
    levels: CURRICULUM.map((level, i) => {
      const levelProgress = progress[i]!;
      return {
        id: level.id,
        title: level.title,
        description: level.description,
        requiredToAdvance: level.requiredToAdvance,
        completedModules: levelProgress.completedModules,
        isUnlocked: levelProgress.isUnlocked,
        isPassed: levelProgress.isPassed,
        modules: level.modules.map((module, j) => ({
          ...levelProgress.modules[j]!,
          title: module.title,
          description: module.description,
          durationWeeks: module.durationWeeks,
          difficulty: module.difficulty,
          skills: [...module.skills],
          categoryId: module.categoryId,
          // A lesson staff removed from the content is left out rather than shown without a title.
          lessons: module.lessonIds.flatMap((id) => {
            const lesson = lessonById.get(id);
            return lesson ? [{ id, title: lesson.title, categoryId: lesson.category_id, isCompleted: completed.has(id) }] : [];
          }),
        })),
      };
    }),
  };
}

export type LessonReport = {
  lessonsByCategory: { categoryId: string; title: string; completed: number }[];
  measurements: {
    lessonId: string;
    lessonTitle: string;
    categoryTitle: string;
    metric: string | null;
    target: number | null;
    bestCount: number | null;
    /** The best count a coach recorded or confirmed (issue 42, point 4). */
    verifiedBestCount: number | null;
    score: number | null;
    timeSpentMinutes: number;
    lastPracticedOn: string | null;
    completedAt: string | null;
  }[];
};

/** Lessons completed per category and the lessons practised with their bests, in a period (a progress report). */
export async function getLessonReport(db: Db, athleteId: string, period: { fromIso: string; toIso: string; from: string; to: string }): Promise<LessonReport> {
  const [categories, bests] = await Promise.all([
    countCompletedByCategory(db, athleteId, period.fromIso, period.toIso),
    listLessonBests(db, athleteId, period),
  ]);
  return {
    lessonsByCategory: categories.map((c) => ({ categoryId: c.id, title: c.title, completed: Number(c.completed) })),
    measurements: bests.map((b) => {
      const measurement = b.measurement ? (JSON.parse(b.measurement) as { metric: string; target: number }) : null;
      return {
        lessonId: b.lesson_id,
        lessonTitle: b.title,
        categoryTitle: b.category_title,
        metric: measurement?.metric ?? null,
        target: measurement?.target ?? null,
        bestCount: b.best_count,
        verifiedBestCount: b.verified_best === null || b.verified_best === undefined ? null : Number(b.verified_best),
        score: b.score,
        timeSpentMinutes: b.time_spent_minutes,
        lastPracticedOn: b.last_practiced_on,
        completedAt: b.completed_at,
      };
    }),
  };
}

// Verified results (issue 42, point 4): what coaching records and confirms, and the boards' mark.
export { confirmLessonResult, countResultsToConfirm, listVerifiedAthletesSince, readMeasuredLessons, readResultsToConfirm, readResultsVerifiedAt, recordVerifiedResult } from './results';

// The skill catalogue names the lessons that train each skill; it checks them against the curriculum.
export { loadCurriculum } from './curriculum';

/** The lessons a coach wrote (or, for an admin, every coach's), for the coach's home. */
export async function readWrittenLessons(db: Db, authorId: string | null, limit: number) {
  const { items, count } = await listWrittenLessons(db, authorId, limit);
  return {
    count,
    items: items.map((l) => ({
      id: l.id,
      title: l.title,
      status: Number(l.is_published) === 1 ? ('published' as const) : ('draft' as const),
      authorName: l.author_name,
      updatedAt: new Date(l.updated_at ?? l.edited_at ?? 0).toISOString(),
    })),
  };
}
