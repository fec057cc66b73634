/**
 * The celebrations earned progress brings (docs/product.md, Progress), in core so lessons,
 * challenges and the dashboard show the same toasts without importing each other. One save is one
 * celebration: the page's own word on the save, a level reached, a streak milestone, completed
 * challenges and unlocked badges arrive together in one toast, never as a stack of them.
 */
import type { TProgressOutcome } from '#shared/validation/progress';
import { firstName } from './format';
import { toast } from './toast';

export const LEVEL_UP_TOAST_MS = 5000;
export const STREAK_TOAST_MS = 4000;
export const CHALLENGE_TOAST_MS = 3000;
/** A celebration of several things stays long enough to read each line. */
export const CELEBRATION_LINE_MS = 2000;
export const CELEBRATION_MAX_MS = 10000;

/** One thing worth a toast: its title, its sentence, and how long it stays alone. */
export type CelebrationLine = { title: string; description: string; duration?: number; id?: string };

function levelLine(athlete: { id: string; name: string }, level: number): CelebrationLine {
  return {
    title: 'Level Up!',
    description: `${firstName(athlete.name)} reached Level ${level}. Keep it up!`,
    duration: LEVEL_UP_TOAST_MS,
    // Keyed by athlete and level: the page that earned it and the dashboard refetching underneath
    // it show one toast, not two.
    id: `level-up:${athlete.id}:${level}`,
  };
}

/** "Level Up!" for 5 s (the dashboard's level reached elsewhere). */
export function celebrateLevelUp(athlete: { id: string; name: string }, level: number): void {
  showCelebration([levelLine(athlete, level)]);
}

/**
 * What one save's outcome celebrates, in order: a level reached, a streak milestone, the challenges
 * it completed (one line for all), the badges it unlocked (one line for all).
 */
export function celebrationLines(athlete: { id: string; name: string }, outcome: TProgressOutcome): CelebrationLine[] {
  const lines: CelebrationLine[] = [];
  if (outcome.totals.level > outcome.previousLevel) lines.push(levelLine(athlete, outcome.totals.level));
  if (outcome.streak.isMilestone) {
    lines.push({ title: 'Streak Milestone!', description: `${outcome.streak.current} day streak! Keep it up!`, duration: STREAK_TOAST_MS });
  }
  const challenges = outcome.completedChallenges;
  if (challenges.length === 1) {
    lines.push({ title: 'Challenge Completed!', description: `${challenges[0]!.name} +${challenges[0]!.points} XP`, duration: CHALLENGE_TOAST_MS });
  } else if (challenges.length > 1) {
    lines.push({
      title: `${challenges.length} Challenges Completed!`,
      description: challenges.map((c) => `${c.name} +${c.points} XP`).join(', '),
      duration: CHALLENGE_TOAST_MS,
    });
  }
  const badges = outcome.unlockedAchievements;
  if (badges.length === 1) {
    lines.push({ title: 'Achievement Unlocked!', description: `${badges[0]!.name} - ${badges[0]!.xpReward} XP earned!` });
  } else if (badges.length > 1) {
    lines.push({
      title: `${badges.length} Achievements Unlocked!`,
      description: `${badges.map((b) => `${b.name} (${b.xpReward} XP)`).join(', ')}`,
    });
  }
  return lines;
}

/**
 * Shows the lines as one toast: a single line as it always read; several under the first one's
 * title, each of the others on its own line with its title.
 */
export function showCelebration(lines: readonly CelebrationLine[]): void {
  const [first, ...rest] = lines;
  if (!first) return;
  if (!rest.length) {
    toast.success(first.title, { description: first.description, duration: first.duration, id: first.id });
    return;
  }
  toast.success(first.title, {
    description: [first.description, ...rest.map((line) => `${line.title} ${line.description}`)].join('\n'),
    duration: Math.min(CELEBRATION_MAX_MS, Math.max(LEVEL_UP_TOAST_MS, lines.length * CELEBRATION_LINE_MS)),
    isMultiline: true,
  });
}

/**
 * One save, one celebration: the page's own word on the save (`lead`, e.g. "Lesson Completed!")
 * first, then what the outcome celebrates.
 */
export function celebrateProgress(athlete: { id: string; name: string }, outcome: TProgressOutcome, lead?: CelebrationLine): void {
  const lines = celebrationLines(athlete, outcome);
  showCelebration(lead ? [lead, ...lines] : lines);
}
