/**
 * The in-app curriculum (docs/product.md, Training: Curriculum): the demo's three levels and eight
 * modules, each made of real lessons of content/training, so a module is completed when the athlete
 * has completed its lessons, and a level opens when the level before it has enough completed modules
 * (2, 1, 1). The server checks that every lesson named here exists (training/curriculum-modules.test.ts).
 */
import type { Difficulty } from './training';

export type CurriculumModuleDefinition = {
  id: string;
  title: string;
  description: string;
  durationWeeks: number;
  difficulty: Difficulty;
  skills: readonly string[];
  /** The training category the module's card links to. */
  categoryId: string;
  /** Lesson ids of content/training; every one completed completes the module. */
  lessonIds: readonly string[];
};

export type CurriculumLevelDefinition = {
  id: string;
  title: string;
  description: string;
  /** Completed modules of this level needed before the next level unlocks. */
  requiredToAdvance: number;
  modules: readonly CurriculumModuleDefinition[];
};

/** Completed modules each level needs before the next one opens (docs/product.md: 2, 1, 1). */
export const REQUIRED_MODULES_TO_ADVANCE = [2, 1, 1] as const;

export const CURRICULUM: readonly CurriculumLevelDefinition[] = [
  {
    id: 'foundation',
    title: 'Foundation Level',
    description: 'Ball mastery and the habits every player needs.',
    requiredToAdvance: REQUIRED_MODULES_TO_ADVANCE[0],
    modules: [
      {
        id: 'ball-mastery',
        title: 'Ball Mastery',
        description: 'Sole rolls, toe taps, inside-outside touches and juggling with both feet.',
        durationWeeks: 4,
        difficulty: 'Beginner',
        skills: ['Close control', 'Weak foot', 'Coordination'],
        categoryId: 'ball-mastery',
        lessonIds: [
          'ball-mastery-toe-taps-sole-rolls',
          'ball-mastery-inside-outside-box',
          'ball-mastery-juggling-ladder',
        ],
      },
      {
        id: 'first-touch',
        title: 'First Touch',
        description: 'Receiving on the back foot, cushioning and settling the ball out of the air.',
        durationWeeks: 4,
        difficulty: 'Beginner',
        skills: ['Receiving', 'Body shape', 'Cushioning'],
        categoryId: 'first-touch',
        lessonIds: [
          'first-touch-toss-and-trap',
          'first-touch-wall-receive',
          'first-touch-back-foot',
        ],
      },
      {
        id: 'passing-basics',
        title: 'Passing Basics',
        description: 'Inside-foot passing, weight and accuracy with both feet.',
        durationWeeks: 4,
        difficulty: 'Beginner',
        skills: ['Accuracy', 'Weight of pass', 'Both feet'],
        categoryId: 'passing',
        lessonIds: ['passing-inside-foot-wall', 'passing-weight-and-accuracy'],
      },
    ],
  },
  {
    id: 'intermediate',
    title: 'Intermediate Development',
    description: 'Beating players, combining and finishing.',
    requiredToAdvance: REQUIRED_MODULES_TO_ADVANCE[1],
    modules: [
      {
        id: 'dribbling-1v1',
        title: 'Dribbling and 1v1',
        description: 'Moves to beat a defender, changes of pace and attacking space with the ball.',
        durationWeeks: 6,
        difficulty: 'Intermediate',
        skills: ['Feints', 'Change of pace', 'Courage'],
        categoryId: 'dribbling-1v1',
        lessonIds: [
          'dribbling-three-moves',
          'dribbling-cone-slalom',
          'dribbling-slow-slow-explode',
        ],
      },
      {
        id: 'combination-play',
        title: 'Combination Play',
        description: 'One-touch wall combinations and driven passes to a target.',
        durationWeeks: 6,
        difficulty: 'Intermediate',
        skills: ['One-touch play', 'Timing', 'Driven passes'],
        categoryId: 'passing',
        lessonIds: ['passing-one-touch-wall-combos', 'passing-driven-passes-to-target'],
      },
      {
        id: 'finishing',
        title: 'Finishing',
        description: 'Placement over power, laces strikes and first-time finishes.',
        durationWeeks: 6,
        difficulty: 'Intermediate',
        skills: ['Placement', 'Technique', 'Both feet'],
        categoryId: 'finishing',
        lessonIds: [
          'finishing-pass-it-into-the-corner',
          'finishing-laces-strike',
          'finishing-first-time-finishes',
        ],
      },
    ],
  },
  {
    id: 'elite',
    title: 'Elite Performance',
    description: 'Speed, sharpness and the advanced skills of the game.',
    requiredToAdvance: REQUIRED_MODULES_TO_ADVANCE[2],
    modules: [
      {
        id: 'speed-agility',
        title: 'Speed and Agility',
        description: 'Footwork, core strength, shuttles and reaction starts.',
        durationWeeks: 8,
        difficulty: 'Advanced',
        skills: ['Acceleration', 'Change of direction', 'Balance'],
        categoryId: 'speed-agility',
        lessonIds: [
          'speed-agility-ladder-footwork',
          'speed-agility-core-and-balance',
          'speed-agility-5-10-5-shuttle',
          'speed-agility-reaction-starts',
        ],
      },
      {
        id: 'match-performance',
        title: 'Match Performance',
        description:
          'The advanced lesson of each skill: fast feet, scanning, beating a defender, cutting inside to shoot.',
        durationWeeks: 8,
        difficulty: 'Advanced',
        skills: ['Speed of play', 'Scanning', 'Decision-making'],
        categoryId: 'dribbling-1v1',
        lessonIds: [
          'ball-mastery-fast-feet-combos',
          'first-touch-scan-and-turn',
          'dribbling-1v1-beat-the-gate',
          'finishing-cut-inside-and-shoot',
        ],
      },
    ],
  },
];

export type ModuleProgress = {
  id: string;
  completedLessons: number;
  totalLessons: number;
  /** 0-100, rounded down, so 100 means every lesson is done. */
  percent: number;
  isCompleted: boolean;
  /** The first lesson of the module not completed yet, or null when done. */
  nextLessonId: string | null;
};

export type LevelProgress = {
  id: string;
  completedModules: number;
  requiredToAdvance: number;
  isUnlocked: boolean;
  /** The level has its required completed modules: the next one opens. */
  isPassed: boolean;
  modules: ModuleProgress[];
};

/** The module's lessons families can open: all of them when `published` is not given. */
export function publishedLessonIds(
  module: Pick<CurriculumModuleDefinition, 'lessonIds'>,
  published?: ReadonlySet<string>,
): readonly string[] {
  return published ? module.lessonIds.filter((id) => published.has(id)) : module.lessonIds;
}

/**
 * A module's progress from the lesson ids the athlete has completed. Only published lessons count
 * (docs/product.md, Training: Curriculum; decision 073): an unpublished one can not be opened, so it
 * neither holds the module back nor counts towards it.
 */
export function moduleProgress(
  module: Pick<CurriculumModuleDefinition, 'id' | 'lessonIds'>,
  completed: ReadonlySet<string>,
  published?: ReadonlySet<string>,
): ModuleProgress {
  const lessonIds = publishedLessonIds(module, published);
  const done = lessonIds.filter((id) => completed.has(id)).length;
  const total = lessonIds.length;
  return {
    id: module.id,
    completedLessons: done,
    totalLessons: total,
    percent: total === 0 ? 0 : Math.floor((done / total) * 100),
    isCompleted: total > 0 && done === total,
    nextLessonId: lessonIds.find((id) => !completed.has(id)) ?? null,
  };
}

/**
 * The modules unpublishing `lessonId` would leave with no published lesson, which no athlete could
 * then complete: the server refuses that unpublish (decision 073).
 */
export function modulesLeftEmptyWithout(
  lessonId: string,
  published: ReadonlySet<string>,
  levels: readonly CurriculumLevelDefinition[] = CURRICULUM,
): CurriculumModuleDefinition[] {
  if (!published.has(lessonId)) return [];
  return levels.flatMap((level) =>
    level.modules.filter((m) => m.lessonIds.includes(lessonId) && publishedLessonIds(m, published).every((id) => id === lessonId)),
  );
}

/**
 * Each level's progress: the first level is always open; a later one opens when the level before it
 * is open and has at least its `requiredToAdvance` completed modules (docs/product.md: 2, 1, 1).
 * Given `published`, modules count only their published lessons.
 */
export function curriculumProgress(
  completed: ReadonlySet<string>,
  levels: readonly CurriculumLevelDefinition[] = CURRICULUM,
  published?: ReadonlySet<string>,
): LevelProgress[] {
  const result: LevelProgress[] = [];
  for (const [index, level] of levels.entries()) {
    const modules = level.modules.map((m) => moduleProgress(m, completed, published));
    const completedModules = modules.filter((m) => m.isCompleted).length;
    const previous = result[index - 1];
    const isUnlocked = index === 0 || Boolean(previous?.isUnlocked && previous.isPassed);
    result.push({
      id: level.id,
      completedModules,
      requiredToAdvance: level.requiredToAdvance,
      isUnlocked,
      isPassed: isUnlocked && completedModules >= level.requiredToAdvance,
      modules,
    });
  }
  return result;
}
