/**
 * Training API contracts: lessons and categories as the page sees them, and the progress a lesson
 * page sends. XP is never part of the request: the server computes it.
 */
import { z } from 'zod';
import { ZDrillDiagram } from '../drill-diagram';
import { DIFFICULTIES, LESSON_NOTES_MAX_LENGTH, LESSON_NOTES_TOO_LONG, LESSON_TYPES, METRICS } from '../training';
import { ZProgressOutcome } from './progress';

export const SELECT_ATHLETE_MESSAGE = 'Please select an athlete to track progress for';

export const ZAthleteQuery = z.object({
  athleteId: z.string({ error: SELECT_ATHLETE_MESSAGE }).min(1, { error: SELECT_ATHLETE_MESSAGE }).max(64),
});

export const ZMeasurement = z.object({
  metric: z.enum(METRICS),
  target: z.number(),
  xpPerUnit: z.number(),
  bonusXp: z.number(),
  timeBonus: z.number(),
  milestoneBonus: z.number(),
});

export const ZLessonSummary = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(LESSON_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  durationMinutes: z.number(),
  isCompleted: z.boolean(),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

export const ZLessonProgress = z.object({
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  bestCount: z.number().nullable(),
  timeSpentMinutes: z.number(),
  score: z.number().nullable(),
  notes: z.string().nullable(),
  lastPracticedOn: z.string().nullable(),
});
export type TLessonProgress = z.infer<typeof ZLessonProgress>;

export const ZLesson = ZLessonSummary.extend({
  contentUrl: z.string().nullable(),
  steps: z.array(z.object({ title: z.string(), body: z.string() })),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  equipment: z.array(z.string()),
  space: z.string(),
  measurement: ZMeasurement.nullable(),
  /** The drill drawn as an animated SVG until the lesson has a video (decision 038). */
  diagram: ZDrillDiagram.nullable(),
  categoryTitle: z.string(),
});
export type TLesson = z.infer<typeof ZLesson>;

export const ZCategorySummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  lessonCount: z.number(),
  completedCount: z.number(),
});
export type TCategorySummary = z.infer<typeof ZCategorySummary>;

export const ZCategoryDetail = ZCategorySummary.extend({ lessons: z.array(ZLessonSummary) });
export type TCategoryDetail = z.infer<typeof ZCategoryDetail>;

/** The lesson page starts the lesson when it opens: the server's clock runs from here. */
export const ZLessonStartResponse = z.object({
  startedAt: z.string(),
  /** Seconds of training before Complete Lesson is accepted. */
  minimumSeconds: z.number(),
});
export type TLessonStartResponse = z.infer<typeof ZLessonStartResponse>;

export const LESSON_PROGRESS_MODES = ['practice', 'complete'] as const;

/** What the lesson page sends on Save Progress or Complete Lesson. */
export const ZLessonProgressRequest = z.object({
  athleteId: ZAthleteQuery.shape.athleteId,
  mode: z.enum(LESSON_PROGRESS_MODES),
  /** Minutes on the lesson timer; credited up to the time since the start and twice the duration. */
  timeSpentMinutes: z.coerce.number().int().min(0).max(24 * 60).default(0),
  /** The tracker's count; clamped to 0..target, and believed at an honest pace since the start. */
  count: z.union([z.number(), z.string(), z.null()]).optional(),
  /** Seconds on the tracker's timer when the count was saved (for the time bonus). */
  timerSeconds: z.number().int().min(0).max(24 * 3600).nullable().optional(),
  /** Defaults to 100 on completion (docs/product.md, Training). */
  score: z.union([z.number().int().min(0).max(100), z.null()]).optional(),
  notes: z
    .string()
    .max(LESSON_NOTES_MAX_LENGTH, { error: LESSON_NOTES_TOO_LONG })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});
export type TLessonProgressRequest = z.infer<typeof ZLessonProgressRequest>;
export type TLessonProgressInput = z.input<typeof ZLessonProgressRequest>;

export { ZProgressTotals, ZStreak, type TProgressTotals, type TStreak } from './progress';

/** A lesson save's outcome; isNewAward is false when this completion, today's practice and today's count already were paid. */
export const ZLessonProgressResponse = ZProgressOutcome.extend({
  mode: z.enum(LESSON_PROGRESS_MODES),
  /** What this save paid, by part; the measurement is paid once per lesson per academy day. */
  breakdown: z.object({ base: z.number(), time: z.number(), measurement: z.number() }),
  /**
   * Why a save paid nothing: 'already-earned' (today's practice XP, or the completion, was paid
   * before), 'nothing-yet' (under 5 minutes and no count: nothing to pay), null when it paid.
   */
  unpaidReason: z.enum(['already-earned', 'nothing-yet']).nullable(),
  progress: ZLessonProgress,
});
export type TLessonProgressResponse = z.infer<typeof ZLessonProgressResponse>;

export const ZActivityItem = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  referenceType: z.string(),
  createdAt: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;
