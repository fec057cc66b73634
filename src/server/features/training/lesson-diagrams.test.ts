/** Every lesson of content/training carries its drill diagram (issue 18, point 6; decision 038). */
import { describe, expect, it } from 'vitest';
import { loadCurriculum } from './curriculum';

describe('the drill diagrams of content/training', () => {
  it('gives every lesson a diagram', () => {
    const { lessons } = loadCurriculum();
    expect(lessons.filter((l) => l.diagram === null).map((l) => l.id)).toEqual([]);
  });

  it('draws a wall when a lesson works against one, and a goal when it shoots at one', () => {
    for (const lesson of loadCurriculum().lessons) {
      if (/\bwall\b/.test(lesson.title.toLowerCase())) expect(lesson.diagram?.wall, lesson.id).toBeDefined();
      if (/\bgoal\b/.test(lesson.equipment.join(' ').toLowerCase())) expect(lesson.diagram?.goal, lesson.id).toBeDefined();
    }
  });
});
