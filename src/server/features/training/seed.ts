/** Seeds the curriculum: inserts new categories and lessons, updates changed ones (idempotent). */
import type { Db } from '../../db/database';
import { LESSONS, TRAINING_CATEGORIES } from './curriculum';
import { inTransaction } from '../../db/transaction';

export async function seedCurriculum(db: Db): Promise<void> {
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
