/**
 * The public curriculum demo (docs/product.md, Public site: 3 levels, 8 modules; completed modules
 * needed to unlock the next level: 2, 1, 1). The demo shows a sample player part-way through
 * Foundation.
 */

export type CurriculumModule = {
  id: string;
  title: string;
  description: string;
  durationWeeks: number;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  skills: readonly string[];
  isCompleted: boolean;
};

export type CurriculumLevel = {
  id: string;
  title: string;
  description: string;
  /** Completed modules of this level needed before the next level unlocks. */
  requiredToAdvance: number;
  modules: readonly CurriculumModule[];
};

export const CURRICULUM_LEVELS: readonly CurriculumLevel[] = [
  {
    id: 'foundation',
    title: 'Foundation Level',
    description: 'Ball mastery and the habits every player needs.',
    requiredToAdvance: 2,
    modules: [
      {
        id: 'ball-mastery',
        title: 'Ball Mastery',
        description: 'Sole rolls, tap-taps, inside-outside touches and juggling with both feet.',
        durationWeeks: 4,
        difficulty: 'Beginner',
        skills: ['Close control', 'Weak foot', 'Coordination'],
        isCompleted: true,
      },
      {
        id: 'first-touch',
        title: 'First Touch',
        description: 'Receiving on the back foot, cushioning and directional touches away from pressure.',
        durationWeeks: 4,
        difficulty: 'Beginner',
        skills: ['Receiving', 'Body shape', 'Scanning'],
        isCompleted: true,
      },
      {
        id: 'passing-basics',
        title: 'Passing Basics',
        description: 'Inside-foot passing, weight and accuracy, passing on the move.',
        durationWeeks: 4,
        difficulty: 'Beginner',
        skills: ['Accuracy', 'Weight of pass', 'Communication'],
        isCompleted: false,
      },
    ],
  },
  {
    id: 'intermediate',
    title: 'Intermediate Development',
    description: 'Beating players, combining and reading the game.',
    requiredToAdvance: 1,
    modules: [
      {
        id: 'dribbling-1v1',
        title: 'Dribbling and 1v1',
        description: 'Moves to beat a defender, changes of pace and attacking space with the ball.',
        durationWeeks: 6,
        difficulty: 'Intermediate',
        skills: ['Feints', 'Change of pace', 'Courage'],
        isCompleted: false,
      },
      {
        id: 'combination-play',
        title: 'Combination Play',
        description: 'Wall passes, overlaps and third-man runs in small-sided games.',
        durationWeeks: 6,
        difficulty: 'Intermediate',
        skills: ['Movement', 'Timing', 'Support angles'],
        isCompleted: false,
      },
      {
        id: 'finishing',
        title: 'Finishing',
        description: 'Shooting technique, placement over power and finishing under pressure.',
        durationWeeks: 6,
        difficulty: 'Intermediate',
        skills: ['Technique', 'Composure', 'Both feet'],
        isCompleted: false,
      },
    ],
  },
  {
    id: 'elite',
    title: 'Elite Performance',
    description: 'Speed of play, tactical understanding and competing at the highest level.',
    requiredToAdvance: 1,
    modules: [
      {
        id: 'positional-play',
        title: 'Positional Play',
        description: 'Roles, rotations and pressing triggers in 7v7 and 9v9.',
        durationWeeks: 8,
        difficulty: 'Advanced',
        skills: ['Tactics', 'Decision-making', 'Pressing'],
        isCompleted: false,
      },
      {
        id: 'match-performance',
        title: 'Match Performance',
        description: 'Game preparation, mental skills and reviewing your own performance.',
        durationWeeks: 8,
        difficulty: 'Advanced',
        skills: ['Mindset', 'Leadership', 'Self-review'],
        isCompleted: false,
      },
    ],
  },
];

/** A level is open when it is the first, or the previous level has enough completed modules. */
export function isLevelUnlocked(levels: readonly CurriculumLevel[], index: number): boolean {
  if (index <= 0) return true;
  const previous = levels[index - 1];
  if (!previous || !isLevelUnlocked(levels, index - 1)) return false;
  const completed = previous.modules.filter((m) => m.isCompleted).length;
  return completed >= previous.requiredToAdvance;
}
