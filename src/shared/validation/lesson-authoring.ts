/**
 * The coaches' lesson editor (issue 18, point 4): what a coach sends, and the lessons as staff see
 * them, drafts included. Families never receive these: they read published lessons through
 * validation/training.ts.
 */
import { z } from 'zod';
import { ZDrillDiagram } from '../drill-diagram';
import { LESSON_AUTHORING_MESSAGES as M, LESSON_LIMITS as L } from '../lesson-authoring';
import { MAX_MEASUREMENT_COUNT_XP } from '../progress/lesson-xp';
import { DIFFICULTIES, LESSON_TYPES, METRICS, STEPS_PER_LESSON } from '../training';
import { multiLineText, singleLineText } from './text';
import { ZMeasurement } from './training';

const line = (message: string, max: number) => singleLineText({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const list = (message: string, itemMax: number, min: number, max: number) =>
  z.array(line(message, itemMax), { error: message }).min(min, { error: message }).max(max, { error: message });

export const ZLessonIdParams = z.object({ lessonId: singleLineText({ error: M.notFound }).min(1, { error: M.notFound }).max(100, { error: M.notFound }) });

/** A measurement as a coach writes it; the time and juggling bonuses are the academy's, added by the server. */
export const ZLessonMeasurementInput = z
  .object({
    metric: z.enum(METRICS, { error: M.metric }),
    target: z.number({ error: M.target }).int({ error: M.target }).min(1, { error: M.target }).max(L.maxTarget, { error: M.target }),
    xpPerUnit: z.number({ error: M.xpPerUnit }).positive({ error: M.xpPerUnit }).max(MAX_MEASUREMENT_COUNT_XP, { error: M.xpPerUnit }),
    bonusXp: z.number({ error: M.bonusXp }).int({ error: M.bonusXp }).min(0, { error: M.bonusXp }).max(L.maxBonusXp, { error: M.bonusXp }),
  })
  // The curriculum's rule (training/curriculum.ts): a full count pays at most this much.
  .refine((m) => m.target * m.xpPerUnit <= MAX_MEASUREMENT_COUNT_XP, { path: ['xpPerUnit'], error: M.xpPerUnit });
export type TLessonMeasurementInput = z.infer<typeof ZLessonMeasurementInput>;

/** What a coach writes: the fields of a lesson file in content/training, with the same rules. */
export const ZLessonInput = z.object({
  categoryId: singleLineText({ error: M.category }).min(1, { error: M.category }).max(100, { error: M.category }),
  title: line(M.title, L.title),
  description: line(M.description, L.description),
  type: z.enum(LESSON_TYPES, { error: M.type }),
  difficulty: z.enum(DIFFICULTIES, { error: M.difficulty }),
  durationMinutes: z.number({ error: M.duration }).int({ error: M.duration }).min(1, { error: M.duration }).max(L.maxDurationMinutes, { error: M.duration }),
  steps: z
    .array(
      z.object({
        title: line(M.stepTitle, L.stepTitle),
        body: multiLineText({ error: M.stepBody }).trim().min(1, { error: M.stepBody }).max(L.stepBody, { error: M.stepBody }),
      }),
      { error: M.steps },
    )
    .length(STEPS_PER_LESSON, { error: M.steps }),
  instructions: list(M.instructions, L.item, 1, L.instructions),
  tips: list(M.tips, L.item, 1, L.tips),
  equipment: list(M.equipment, L.equipmentItem, 0, L.equipment),
  space: line(M.space, L.space),
  measurement: ZLessonMeasurementInput.nullable().default(null),
  /** The drill diagram (decision 038): null removes it; left out, the lesson keeps the one it has. */
  diagram: ZDrillDiagram.nullable().optional(),
});
export type TLessonInput = z.input<typeof ZLessonInput>;
export type TLessonInputParsed = z.output<typeof ZLessonInput>;

export const LESSON_SOURCES = ['file', 'app'] as const;

const staffFields = {
  id: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  durationMinutes: z.number().int(),
  isPublished: z.boolean(),
  /** 'file': from content/training (edited here, the file no longer updates it); 'app': written here. */
  source: z.enum(LESSON_SOURCES),
  editedAt: z.string().nullable(),
};

export const ZStaffLessonRow = z.object(staffFields);
export type TStaffLessonRow = z.infer<typeof ZStaffLessonRow>;

export const ZStaffLesson = z.object({
  ...staffFields,
  description: z.string(),
  steps: z.array(z.object({ title: z.string(), body: z.string() })),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  equipment: z.array(z.string()),
  space: z.string(),
  measurement: ZMeasurement.nullable(),
  diagram: ZDrillDiagram.nullable(),
});
export type TStaffLesson = z.infer<typeof ZStaffLesson>;

export const ZStaffLessonListResponse = z.object({
  lessons: z.array(ZStaffLessonRow),
  categories: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TStaffLessonListResponse = z.infer<typeof ZStaffLessonListResponse>;

export const ZStaffLessonResponse = z.object({ lesson: ZStaffLesson });
export type TStaffLessonResponse = z.infer<typeof ZStaffLessonResponse>;

/**
 * What depends on a lesson, shown before Unpublish (decision 073): the curriculum modules naming it
 * with how many of their lessons are published, the families with it started and not completed, the
 * athletes who completed it, and why an unpublish would be refused, if it would.
 */
export const ZLessonDependents = z.object({
  lessonId: z.string(),
  title: z.string(),
  isPublished: z.boolean(),
  modules: z.array(z.object({ id: z.string(), title: z.string(), levelTitle: z.string(), publishedLessons: z.number().int(), totalLessons: z.number().int() })),
  inProgress: z.object({ families: z.number().int(), athletes: z.number().int() }),
  completedAthletes: z.number().int(),
  /** Set when Unpublish would be refused: the message the server would answer with. */
  blockedReason: z.string().nullable(),
});
export type TLessonDependents = z.infer<typeof ZLessonDependents>;
