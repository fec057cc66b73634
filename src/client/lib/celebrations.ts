/**
 * The celebrations earned progress brings (docs/product.md, Progress), in core so lessons,
 * challenges and the dashboard show the same toasts without importing each other.
 */
import { firstName } from './format';
import { toast } from './toast';

export const LEVEL_UP_TOAST_MS = 5000;
export const STREAK_TOAST_MS = 4000;
export const CHALLENGE_TOAST_MS = 3000;

/**
 * "Level Up!" for 5 s. Keyed by athlete and level: the page that earned it and the dashboard
 * refetching underneath it show one toast, not two.
 */
export function celebrateLevelUp(athlete: { id: string; name: string }, level: number): void {
  toast.success('Level Up!', {
    id: `level-up:${athlete.id}:${level}`,
    description: `${firstName(athlete.name)} reached Level ${level}. Keep it up!`,
    duration: LEVEL_UP_TOAST_MS,
  });
}

/** Every 7 days of streak, for 4 s. */
export function celebrateStreakMilestone(days: number): void {
  toast.success('Streak Milestone!', {
    description: `${days} day streak! Keep it up!`,
    duration: STREAK_TOAST_MS,
  });
}

/** One toast per challenge tracked automatically (training days, streak) that progress completed. */
export function announceCompletedChallenges(
  completed: readonly { name: string; points: number }[],
): void {
  for (const challenge of completed) {
    toast.success('Challenge Completed!', {
      description: `${challenge.name} +${challenge.points} XP`,
      duration: CHALLENGE_TOAST_MS,
    });
  }
}

/** One toast per achievement that progress unlocked. */
export function announceUnlockedAchievements(
  unlocked: readonly { name: string; xpReward: number }[],
): void {
  for (const achievement of unlocked) {
    toast.success('Achievement Unlocked!', {
      description: `${achievement.name} - ${achievement.xpReward} XP earned!`,
    });
  }
}
