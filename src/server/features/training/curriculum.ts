/**
 * Bravo Academy's at-home training curriculum (docs/product.md, Training), read from
 * `content/training`: categories.yaml lists the categories in display order, and each category's
 * folder holds one file per lesson, numbered in the order of increasing difficulty.
 */
import { z } from 'zod';
import { CONTENT_DIR, ContentReader, ZContentId, ZContentText } from '#server/db/seed/content-files';
import { ZDrillDiagram } from '#shared/drill-diagram';
import {
  JUGGLING_MILESTONE_BONUS_XP,
  MAX_MEASUREMENT_COUNT_XP,
  MEASUREMENT_TIME_BONUS_XP,
} from '#shared/progress/lesson-xp';
import {
  DIFFICULTIES,
  LESSON_TYPES,
  type Lesson,
  METRICS,
  STEPS_PER_LESSON,
  type TrainingCategory,
} from '#shared/training';

const ZCategoryFile = z.array(
  z.strictObject({ id: ZContentId, title: ZContentText, description: ZContentText, skills: z.array(ZContentText).min(1) }),
);

/** The bonuses are the same for every lesson (docs/product.md, Training), so the files do not repeat them. */
const ZMeasurementFile = z
  .strictObject({
    metric: z.enum(METRICS),
    target: z.int().positive(),
    xpPerUnit: z.number().positive(),
    bonusXp: z.int().nonnegative(),
  })
  .refine((m) => m.target * m.xpPerUnit <= MAX_MEASUREMENT_COUNT_XP, {
    path: ['xpPerUnit'],
    message: `target x xpPerUnit may be at most ${MAX_MEASUREMENT_COUNT_XP} XP`,
  })
  .transform((m) => ({ ...m, timeBonus: MEASUREMENT_TIME_BONUS_XP, milestoneBonus: JUGGLING_MILESTONE_BONUS_XP }));

const ZLessonFile = z.strictObject({
  id: ZContentId,
  title: ZContentText,
  description: ZContentText,
  type: z.enum(LESSON_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  durationMinutes: z.int().positive(),
  minimumSeconds: z.int().positive().optional(),
  contentUrl: ZContentText.nullable().default(null),
  equipment: z.array(ZContentText),
  space: ZContentText,
  measurement: ZMeasurementFile.nullable().default(null),
  /** Optional in the schema; the content test requires one in every lesson of content/ (decision 038). */
  diagram: ZDrillDiagram.nullable().default(null),
  steps: z
    .array(z.strictObject({ title: ZContentText, body: ZContentText }))
    .length(STEPS_PER_LESSON, `a lesson has exactly ${STEPS_PER_LESSON} steps: warm-up or set-up, the main drill, a progression or cool-down`),
  instructions: z.array(ZContentText).min(1),
  tips: z.array(ZContentText).min(1),
});

export type Curriculum = { categories: TrainingCategory[]; lessons: Lesson[] };

/** Reads and validates the curriculum; throws a ContentError listing every problem. */
export function loadCurriculum(root: string = CONTENT_DIR): Curriculum {
  const reader = new ContentReader(root);
  const categories = reader.read('training/categories.yaml', ZCategoryFile) ?? [];
  reader.checkUniqueIds(
    categories.map((c) => ({ id: c.id, path: 'training/categories.yaml' })),
    'category',
  );
  const ids = new Set(categories.map((c) => c.id));
  for (const folder of reader.folders('training')) {
    if (!ids.has(folder)) reader.problem(`training/${folder}`, `"${folder}" is not a category id in training/categories.yaml`);
  }
  const lessons: (Lesson & { path: string })[] = [];
  for (const category of categories) {
    for (const name of reader.listOrdered(`training/${category.id}`)) {
      const path = `training/${category.id}/${name}`;
      const lesson = reader.read(path, ZLessonFile);
      if (!lesson) continue;
      const { minimumSeconds, ...fields } = lesson;
      lessons.push({ ...fields, categoryId: category.id, ...(minimumSeconds === undefined ? {} : { minimumSeconds }), path });
    }
  }
  reader.checkUniqueIds(lessons, 'lesson');
  reader.assertValid();
  return { categories, lessons: lessons.map(({ path: _path, ...lesson }) => lesson) };
}
