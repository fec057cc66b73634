/** The in-app curriculum as the page sees it (src/shared/curriculum.ts): levels, modules, their lessons and the athlete's progress. */
import { z } from 'zod';
import { DIFFICULTIES } from '../training';

export const ZCurriculumModule = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationWeeks: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  skills: z.array(z.string()),
  categoryId: z.string(),
  lessons: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      categoryId: z.string(),
      isCompleted: z.boolean(),
    }),
  ),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int(),
  isCompleted: z.boolean(),
  nextLessonId: z.string().nullable(),
});
export type TCurriculumModule = z.infer<typeof ZCurriculumModule>;

export const ZCurriculumLevel = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requiredToAdvance: z.number().int(),
  completedModules: z.number().int(),
  isUnlocked: z.boolean(),
  isPassed: z.boolean(),
  modules: z.array(ZCurriculumModule),
});
export type TCurriculumLevel = z.infer<typeof ZCurriculumLevel>;

export const ZCurriculumResponse = z.object({ levels: z.array(ZCurriculumLevel) });
export type TCurriculumResponse = z.infer<typeof ZCurriculumResponse>;
