/** Seeds the curriculum from content/training: inserts new categories and lessons, updates changed ones. */
import type { Db } from '#server/db/database';
import { seedContent } from '#server/db/seed/content';
import { inTransaction } from '#server/db/transaction';
import { loadCurriculum } from './curriculum';

/**
 * Only when the app runs for the browser tests (E2E_SEED): the lesson their journeys complete may be
 * completed after 3 seconds instead of half its 10 minutes. Every other start puts the real minimum
 * back, since minimum_seconds is content and the seed rewrites it.
 */
export const E2E_QUICK_LESSON = { id: 'first-touch-toss-and-trap', minimumSeconds: 3 } as const;

export async function seedCurriculum(db: Db, options: { includeTestContent: boolean } = { includeTestContent: false }): Promise<void> {
  const { categories, lessons } = loadCurriculum();
  await inTransaction(db, async (trx) => {
    await seedContent(
      trx,
      'training_categories',
      categories.map((category, index) => ({
        content: {
          id: category.id,
          title: category.title,
          description: category.description,
          skills: JSON.stringify(category.skills),
          sort_order: index,
        },
      })),
    );
    await seedContent(
      trx,
      'lessons',
      lessons.map((lesson, index) => ({
        content: {
          id: lesson.id,
          category_id: lesson.categoryId,
          title: lesson.title,
          description: lesson.description,
          type: lesson.type,
          difficulty: lesson.difficulty,
          duration_minutes: lesson.durationMinutes,
          content_url: lesson.contentUrl,
          steps: JSON.stringify(lesson.steps),
          instructions: JSON.stringify(lesson.instructions),
          tips: JSON.stringify(lesson.tips),
          equipment: JSON.stringify(lesson.equipment),
          space: lesson.space,
          measurement: lesson.measurement ? JSON.stringify(lesson.measurement) : null,
          diagram: lesson.diagram ? JSON.stringify(lesson.diagram) : null,
          minimum_seconds:
            options.includeTestContent && lesson.id === E2E_QUICK_LESSON.id ? E2E_QUICK_LESSON.minimumSeconds : (lesson.minimumSeconds ?? null),
          sort_order: index,
        },
      })),
    );
  });
}
