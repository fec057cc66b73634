import { describe, expect, it } from 'vitest';
import {
  CURRICULUM,
  curriculumProgress,
  moduleProgress,
  modulesLeftEmptyWithout,
  REQUIRED_MODULES_TO_ADVANCE,
} from './curriculum';
import { CURRICULUM_LEVELS } from './curriculum-demo';

const lessonsOf = (...moduleIds: string[]) =>
  CURRICULUM.flatMap((level) => level.modules)
    .filter((m) => moduleIds.includes(m.id))
    .flatMap((m) => m.lessonIds);

const unlocked = (completed: string[]) =>
  curriculumProgress(new Set(completed)).map((level) => level.isUnlocked);

describe('the in-app curriculum (docs/product.md: 3 levels, 8 modules, 2, 1, 1)', () => {
  it('has the three levels and eight modules of the spec, with the modules needed 2, 1, 1', () => {
    expect(CURRICULUM.map((l) => l.title)).toEqual([
      'Foundation Level',
      'Intermediate Development',
      'Elite Performance',
    ]);
    expect(CURRICULUM.flatMap((l) => l.modules)).toHaveLength(8);
    expect(REQUIRED_MODULES_TO_ADVANCE).toEqual([2, 1, 1]);
    expect(CURRICULUM.map((l) => l.requiredToAdvance)).toEqual([2, 1, 1]);
    // The same levels as the public demo, so the two pages never disagree.
    expect(CURRICULUM.map((l) => [l.id, l.requiredToAdvance])).toEqual(
      CURRICULUM_LEVELS.map((l) => [l.id, l.requiredToAdvance]),
    );
  });

  it('names each lesson in one module only, and every module has lessons', () => {
    const all = CURRICULUM.flatMap((l) => l.modules.flatMap((m) => m.lessonIds));
    expect(new Set(all).size).toBe(all.length);
    expect(CURRICULUM.every((l) => l.modules.every((m) => m.lessonIds.length >= 2))).toBe(true);
  });

  it('completes a module only when every one of its lessons is completed', () => {
    const module = { id: 'm', lessonIds: ['a', 'b', 'c'] };
    expect(moduleProgress(module, new Set())).toEqual({
      id: 'm',
      completedLessons: 0,
      totalLessons: 3,
      percent: 0,
      isCompleted: false,
      nextLessonId: 'a',
    });
    expect(moduleProgress(module, new Set(['a', 'c', 'other']))).toMatchObject({
      completedLessons: 2,
      percent: 66,
      isCompleted: false,
      nextLessonId: 'b',
    });
    expect(moduleProgress(module, new Set(['a', 'b', 'c']))).toMatchObject({
      completedLessons: 3,
      percent: 100,
      isCompleted: true,
      nextLessonId: null,
    });
  });

  it.each([
    ['nothing done: Foundation only', [], [true, false, false]],
    [
      '1 Foundation module: still Foundation only (2 needed)',
      lessonsOf('ball-mastery'),
      [true, false, false],
    ],
    [
      'all but one lesson of 2 Foundation modules',
      [...lessonsOf('ball-mastery'), ...lessonsOf('first-touch').slice(1)],
      [true, false, false],
    ],
    [
      '2 Foundation modules: Intermediate opens',
      lessonsOf('ball-mastery', 'first-touch'),
      [true, true, false],
    ],
    [
      '2 Foundation + 1 Intermediate: Elite opens',
      lessonsOf('ball-mastery', 'passing-basics', 'finishing'),
      [true, true, true],
    ],
    [
      'Intermediate modules without Foundation: Elite stays locked',
      lessonsOf('dribbling-1v1', 'finishing', 'combination-play'),
      [true, false, false],
    ],
  ])('%s', (_name, completed, expected) => {
    expect(unlocked(completed)).toEqual(expected);
  });

  it('counts completed modules per level and passes a level at its requirement', () => {
    const levels = curriculumProgress(
      new Set(lessonsOf('ball-mastery', 'first-touch', 'dribbling-1v1', 'speed-agility')),
    );
    expect(levels.map((l) => [l.completedModules, l.isPassed])).toEqual([
      [2, true],
      [1, true],
      [1, true],
    ]);
  });

  it('counts only published lessons: an unpublished one neither holds a module back nor counts', () => {
    const module = { id: 'm', lessonIds: ['a', 'b', 'c'] };
    const published = new Set(['a', 'c']);
    expect(moduleProgress(module, new Set(['a']), published)).toMatchObject({
      completedLessons: 1,
      totalLessons: 2,
      percent: 50,
      nextLessonId: 'c',
    });
    expect(moduleProgress(module, new Set(['a', 'b']), published)).toMatchObject({ completedLessons: 1, isCompleted: false });
    expect(moduleProgress(module, new Set(['a', 'c']), published)).toMatchObject({
      completedLessons: 2,
      totalLessons: 2,
      isCompleted: true,
      nextLessonId: null,
    });
    expect(moduleProgress(module, new Set(), new Set())).toMatchObject({ totalLessons: 0, isCompleted: false });
  });

  it('names the modules an unpublish would leave with no published lesson', () => {
    const [first, second] = lessonsOf('ball-mastery');
    const all = new Set(CURRICULUM.flatMap((l) => l.modules.flatMap((m) => m.lessonIds)));
    expect(modulesLeftEmptyWithout(first!, all)).toEqual([]);
    const onlyFirst = new Set([...all].filter((id) => !lessonsOf('ball-mastery').includes(id) || id === first));
    expect(modulesLeftEmptyWithout(first!, onlyFirst).map((m) => m.id)).toEqual(['ball-mastery']);
    // Already unpublished: there is nothing left to refuse.
    expect(modulesLeftEmptyWithout(second!, onlyFirst)).toEqual([]);
  });
});
