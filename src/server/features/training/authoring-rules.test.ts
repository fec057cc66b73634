/**
 * A coach's lesson obeys the curriculum's rules: every lesson of content/training, written in the
 * editor, passes the editor's schema unchanged (issue 18, point 4: same schema, same XP rules).
 */
import { describe, expect, it } from 'vitest';
import { ZLessonInput } from '#shared/validation/lesson-authoring';
import { loadCurriculum } from './curriculum';

describe('the lesson editor’s rules', () => {
  it('accept every lesson of the curriculum as it is written', () => {
    const { lessons } = loadCurriculum();
    const refused = lessons.flatMap((lesson) => {
      const measurement = lesson.measurement ? { metric: lesson.measurement.metric, target: lesson.measurement.target, xpPerUnit: lesson.measurement.xpPerUnit, bonusXp: lesson.measurement.bonusXp } : null;
      const parsed = ZLessonInput.safeParse({ ...lesson, measurement });
      return parsed.success ? [] : [`${lesson.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
    });
    expect(lessons.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });

  it('refuse a count worth more than the curriculum lets a file pay', () => {
    const parsed = ZLessonInput.safeParse({
      categoryId: 'passing',
      title: 'Too rich',
      description: 'A count that pays more than a lesson file may.',
      type: 'Exercise',
      difficulty: 'Beginner',
      durationMinutes: 10,
      steps: [1, 2, 3].map((n) => ({ title: `Step ${n}`, body: 'Do it.' })),
      instructions: ['Set up.'],
      tips: ['Smile.'],
      equipment: [],
      space: 'A yard',
      measurement: { metric: 'touches', target: 61, xpPerUnit: 1, bonusXp: 0 },
    });
    expect(parsed.success).toBe(false);
  });
});
