/**
 * Level-up celebrations (spec part 1, section 4: a toast for 5 s when the level rises). The level
 * last shown for each athlete is kept on this device, so the dashboard also celebrates a level
 * reached on the lesson page when the parent comes back to it.
 */
import { toast } from '../../lib/toast';

export const LEVEL_UP_TOAST_MS = 5000;

const storageKey = (athleteId: string) => `bravo.last-level.${athleteId}`;

export function readLastSeenLevel(athleteId: string): number | null {
  try {
    const value = Number(localStorage.getItem(storageKey(athleteId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberLevel(athleteId: string, level: number): void {
  try {
    localStorage.setItem(storageKey(athleteId), String(level));
  } catch {
    // Private mode: the next visit simply celebrates nothing it cannot compare.
  }
}

export function celebrateLevelUp(athleteName: string, level: number): void {
  toast.success('Level Up!', {
    description: `${firstName(athleteName)} reached Level ${level}. Keep it up!`,
    duration: LEVEL_UP_TOAST_MS,
  });
}

export const STREAK_TOAST_MS = 4000;

/** The streak milestone toast (spec part 1, sections 4, 8, 9: every 7 days, 4 s). */
export function celebrateStreakMilestone(days: number): void {
  toast.success('Streak Milestone!', { description: `${days} day streak! Keep it up!`, duration: STREAK_TOAST_MS });
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
