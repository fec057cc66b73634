/**
 * Lessons coaches write in the app (issue 18, point 4; docs/decisions/036-coach-written-lessons.md):
 * the limits of each field and the messages a coach reads. A coach's lesson obeys the curriculum's
 * own rules (src/shared/training.ts: exactly 3 steps; progress/lesson-xp.ts: the XP a full count may
 * pay), so it pays XP exactly as a lesson from content/training does.
 */
import { MAX_MEASUREMENT_COUNT_XP } from './progress/lesson-xp';
import { DIFFICULTIES, LESSON_TYPES, METRICS, STEPS_PER_LESSON } from './training';

export const LESSON_LIMITS = {
  title: 100,
  description: 400,
  maxDurationMinutes: 90,
  stepTitle: 80,
  stepBody: 1200,
  item: 400,
  instructions: 12,
  tips: 10,
  equipment: 10,
  equipmentItem: 80,
  space: 150,
  maxTarget: 10_000,
  maxBonusXp: 50,
} as const;

export const LESSON_AUTHORING_MESSAGES = {
  title: `Give the lesson a title of up to ${LESSON_LIMITS.title} characters.`,
  description: `Describe the lesson in up to ${LESSON_LIMITS.description} characters.`,
  category: 'Choose one of the training categories.',
  type: `Choose the lesson type: ${LESSON_TYPES.join(', ')}.`,
  difficulty: `Choose the difficulty: ${DIFFICULTIES.join(', ')}.`,
  duration: `The duration must be a whole number of minutes from 1 to ${LESSON_LIMITS.maxDurationMinutes}.`,
  steps: `A lesson has exactly ${STEPS_PER_LESSON} steps: the warm-up or set-up, the main drill, then a progression or cool-down.`,
  stepTitle: `Each step needs a title of up to ${LESSON_LIMITS.stepTitle} characters.`,
  stepBody: `Each step needs instructions of up to ${LESSON_LIMITS.stepBody} characters.`,
  instructions: `Add 1 to ${LESSON_LIMITS.instructions} set-up and coaching points, each up to ${LESSON_LIMITS.item} characters.`,
  tips: `Add 1 to ${LESSON_LIMITS.tips} tips, each up to ${LESSON_LIMITS.item} characters.`,
  equipment: `List up to ${LESSON_LIMITS.equipment} pieces of equipment, each up to ${LESSON_LIMITS.equipmentItem} characters.`,
  space: `Say how much space the lesson needs, in up to ${LESSON_LIMITS.space} characters.`,
  metric: `Choose what the measurement counts: ${METRICS.join(', ')}.`,
  target: `The target must be a whole number from 1 to ${LESSON_LIMITS.maxTarget}.`,
  xpPerUnit: `XP per unit must be above 0, and the target times XP per unit at most ${MAX_MEASUREMENT_COUNT_XP} XP.`,
  bonusXp: `The bonus must be a whole number of XP from 0 to ${LESSON_LIMITS.maxBonusXp}.`,
  notFound: 'Lesson Not Found',
  forbidden: 'Only coaches and admins can write lessons.',
  /** Unpublishing would leave a curriculum module with nothing to complete (decision 073). */
  lastInModule: (lesson: string, modules: readonly string[]) =>
    `“${lesson}” is the only published lesson of the curriculum module ${modules.map((m) => `“${m}”`).join(' and ')}, so athletes could no longer complete it. Publish another lesson of the module first.`,
} as const;
