/**
 * What any earned progress tells the page, whatever earned it (a lesson save, a challenge, and
 * later a competition or a quest): the one outcome shape the server's recordOutcome produces and
 * the client's one progress helper reads (docs/architecture.md, "One progress path").
 */
import { z } from 'zod';

export const ZProgressTotals = z.object({
  totalXp: z.number(),
  level: z.number(),
  xpThisWeek: z.number(),
  xpThisMonth: z.number(),
});
export type TProgressTotals = z.infer<typeof ZProgressTotals>;

export const ZStreak = z.object({
  current: z.number(),
  longest: z.number(),
  lastActivityDate: z.string().nullable(),
  isMilestone: z.boolean(),
});
export type TStreak = z.infer<typeof ZStreak>;

export const ZUnlockedAchievement = z.object({ id: z.string(), name: z.string(), xpReward: z.number() });
export const ZCompletedChallenge = z.object({ id: z.string(), name: z.string(), points: z.number() });

export const ZProgressOutcome = z.object({
  xpAwarded: z.number(),
  /** False when nothing was paid (already paid under the same reference). */
  isNewAward: z.boolean(),
  /** The level before, so the page can celebrate a level-up. */
  previousLevel: z.number(),
  totals: ZProgressTotals,
  streak: ZStreak,
  /** Achievements this progress unlocked ("Achievement Unlocked!" toasts). */
  unlockedAchievements: z.array(ZUnlockedAchievement),
  /** Weekly challenges tracked automatically that this progress completed. */
  completedChallenges: z.array(ZCompletedChallenge),
});
export type TProgressOutcome = z.infer<typeof ZProgressOutcome>;
