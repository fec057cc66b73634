import { describe, expect, it } from 'vitest';
import { CURRICULUM } from '#shared/curriculum';
import { loadCurriculum } from './curriculum';

describe('the in-app curriculum’s modules (src/shared/curriculum.ts)', () => {
  const content = loadCurriculum();
  const lessons = new Map(content.lessons.map((l) => [l.id, l]));
  const categories = new Set(content.categories.map((c) => c.id));

  it.each(CURRICULUM.flatMap((level) => level.modules.map((m) => [m.id, m] as const)))(
    '%s names real lessons and a real category',
    (_id, module) => {
      expect(categories.has(module.categoryId)).toBe(true);
      for (const id of module.lessonIds) expect(lessons.get(id), id).toBeDefined();
      // The card links to the category holding at least one of the module's lessons.
      expect(module.lessonIds.some((id) => lessons.get(id)?.categoryId === module.categoryId)).toBe(
        true,
      );
    },
  );
});
