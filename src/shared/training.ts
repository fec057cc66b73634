/**
 * Training content as the app sees it (docs/product.md, Training): categories of lessons, each
 * lesson with three steps, instructions, tips and, where it fits, a measurement to count or time.
 */
import type { TDrillDiagram } from './drill-diagram';

export const LESSON_TYPES = ['Video', 'Drill Guide', 'Exercise'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** What a measurement counts (touches, runs, passes, juggles) or times (seconds, minutes). */
export const METRICS = ['touches', 'runs', 'passes', 'juggles', 'seconds', 'minutes'] as const;
export type Metric = (typeof METRICS)[number];

export const TIMED_METRICS: readonly Metric[] = ['seconds', 'minutes'];

export type Measurement = {
  metric: Metric;
  /** The count (or time) that completes the routine. */
  target: number;
  /** XP per unit of the metric: one field whatever the metric (docs/product.md, Training; decision 007). */
  xpPerUnit: number;
  /** Awarded when the target is reached. */
  bonusXp: number;
  /** Awarded when the target is reached within 30 seconds on the timer (+15, docs/product.md, Training). */
  timeBonus: number;
  /** Awarded for 5 or more consecutive juggles (+25, docs/product.md, Training). */
  milestoneBonus: number;
};

export type LessonStep = { title: string; body: string };

/** Warm-up or set-up, the main drill, a progression or cool-down (docs/product.md, Training). */
export const STEPS_PER_LESSON = 3;

export type Lesson = {
  id: string;
  categoryId: string;
  title: string;
  description: string;
  type: LessonType;
  difficulty: Difficulty;
  durationMinutes: number;
  /** Seconds of training before it may complete; unset is half the duration (progress/earned.ts). */
  minimumSeconds?: number;
  /** A video the academy hosts; null shows a "video coming soon" card. */
  contentUrl: string | null;
  /** Exactly three steps (docs/product.md, Training). */
  steps: LessonStep[];
  /** Set-up, space, equipment and coaching points. */
  instructions: string[];
  tips: string[];
  equipment: string[];
  space: string;
  measurement: Measurement | null;
  /** The drill drawn as an animated SVG until the lesson has a video (decision 038). */
  diagram: TDrillDiagram | null;
};

export type TrainingCategory = {
  id: string;
  title: string;
  description: string;
  /** Skill badges shown on the category. */
  skills: string[];
};

/** A lesson's notes: at most this many characters, refused (never cut) beyond it (docs/product.md, Training). */
export const LESSON_NOTES_MAX_LENGTH = 2000;
export const LESSON_NOTES_TOO_LONG = `Notes must be at most ${LESSON_NOTES_MAX_LENGTH.toLocaleString('en-US')} characters.`;
