/** Seeds the curriculum: inserts new categories and lessons, updates changed ones (idempotent). */
import type { Db } from '../../db/database';
import { LESSONS, TRAINING_CATEGORIES } from './curriculum';
import { inTransaction } from '../../db/transaction';

/**
 * Only when the app runs for the browser tests (E2E_SEED): the lesson their journeys complete may be
 * completed after 3 seconds instead of half its 10 minutes. Every other start puts the real minimum
 * back, since the seed rewrites each lesson.
 */
export const E2E_QUICK_LESSON = { id: 'first-touch-toss-and-trap', minimumSeconds: 3 } as const;

export async function seedCurriculum(db: Db, options: { includeTestContent: boolean } = { includeTestContent: false }): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [index, category] of TRAINING_CATEGORIES.entries()) {
      const values = {
        title: category.title,
        description: category.description,
        skills: JSON.stringify(category.skills),
        sort_order: index,
      };
      await trx
        .insertInto('training_categories')
        .values({ id: category.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
    for (const [index, lesson] of LESSONS.entries()) {
      const values = {
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
        minimum_seconds:
          options.includeTestContent && lesson.id === E2E_QUICK_LESSON.id ? E2E_QUICK_LESSON.minimumSeconds : (lesson.minimumSeconds ?? null),
        sort_order: index,
      };
      await trx
        .insertInto('lessons')
        .values({ id: lesson.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  });
}
