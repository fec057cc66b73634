/**
 * Training: the curriculum for an athlete, and the lesson page's Save Progress / Complete Lesson.
 * XP comes from the lesson's stored data and the submitted count, never from the page: practice
 * pays at most once per lesson per academy day, a completion once per lesson, ever.
 */
import { AppError } from '../../../shared/errors';
import {
  clampCount,
  creditedMinutes,
  lessonCompletionXp,
  lessonPracticeXp,
  measurementXp,
  timeBonusXp,
  BASE_LESSON_XP,
} from '../../../shared/progress/lesson-xp';
import { academyDate } from '../../../shared/progress/time';
import type { Difficulty } from '../../../shared/training';
import type {
  TCategoryDetail,
  TCategorySummary,
  TLesson,
  TLessonProgress,
  TLessonProgressRequest,
  TLessonProgressResponse,
} from '../../../shared/validation/training';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { requireOwnedAthlete } from '../athletes/service';
import { announceProgress, awardXp, getProgressSnapshot, recordActivity, runAfterProgress } from '../progress/service';
import {
  countCompletedLessons,
  findCategory,
  findLesson,
  findLessonProgress,
  listCategoriesWithCounts,
  listLessonsWithProgress,
  toLesson,
  toLessonProgress,
  toLessonSummary,
  upsertLessonProgress,
} from './queries';
import { inTransaction } from '../../db/transaction';

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

export async function getCategory(db: Db, parentId: string, athleteId: string, categoryId: string): Promise<TCategoryDetail> {
  await requireOwnedAthlete(db, parentId, athleteId);
  const category = await findCategory(db, categoryId);
  if (!category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  const lessons = (await listLessonsWithProgress(db, categoryId, athleteId)).map(toLessonSummary);
  return {
    id: category.id,
    title: category.title,
    description: category.description,
    skills: JSON.parse(category.skills) as string[],
    lessonCount: lessons.length,
    completedCount: lessons.filter((l) => l.isCompleted).length,
    lessons,
  };
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

  const minutes = creditedMinutes(input.timeSpentMinutes, lesson.durationMinutes);
  const count = lesson.measurement ? clampCount(input.count, lesson.measurement.target) : null;
  const measurement =
    lesson.measurement && count !== null
      ? measurementXp({ measurement: lesson.measurement, count, timerSeconds: input.timerSeconds ?? null }).total
      : 0;
  const isCompletion = input.mode === 'complete';
  const amount = isCompletion
    ? lessonCompletionXp(lesson.difficulty as Difficulty, minutes, measurement)
    : lessonPracticeXp(minutes, measurement);
  const today = academyDate(now);
  const nowIso = now.toISOString();

  const result = await inTransaction(ctx.db, async (trx) => {
    const award = await awardXp(trx, {
      athleteId: athlete.id,
      amount,
      reason: isCompletion ? `Lesson completed: ${lesson.title}` : `Practice: ${lesson.title}`,
      referenceType: isCompletion ? 'lesson' : 'lesson-practice',
      referenceId: isCompletion ? lesson.id : `${lesson.id}:${today}`,
      now,
    });
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
    });
    const streak = await recordActivity(trx, athlete.id, now, ctx.dialect === 'postgres');
    const effects = await runAfterProgress(ctx, trx, athlete.id, now);
    const totals = await getProgressSnapshot(trx, athlete.id, now);
    const progress = toLessonProgress(await findLessonProgress(trx, athlete.id, lesson.id));
    return { award, streak, effects, totals, progress };
  });
  announceProgress(ctx, parentId, athlete.id, result.effects, result.award.isAwarded);

  return {
    athleteId: athlete.id,
    mode: input.mode,
    xpAwarded: result.award.isAwarded ? amount : 0,
    isNewAward: result.award.isAwarded,
    breakdown: {
      base: isCompletion ? BASE_LESSON_XP[lesson.difficulty as Difficulty] : 0,
      time: timeBonusXp(minutes),
      measurement,
    },
    previousLevel: result.award.previousLevel,
    totals: {
      totalXp: result.totals.totalXp,
      level: result.totals.level,
      xpThisWeek: result.totals.xpThisWeek,
      xpThisMonth: result.totals.xpThisMonth,
    },
    streak: {
      current: result.streak.current,
      longest: result.streak.longest,
      lastActivityDate: result.streak.lastActivityDate,
      isMilestone: result.streak.isMilestone,
    },
    progress: result.progress,
    unlockedAchievements: result.effects.unlockedAchievements,
    completedChallenges: result.effects.completedChallenges,
  };
}

/** For achievements (lessons_completed) and the dashboard. */
export async function getCompletedLessonCount(db: Db, athleteId: string): Promise<number> {
  return countCompletedLessons(db, athleteId);
}
