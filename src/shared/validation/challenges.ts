/** Weekly challenge contracts (challenges issue). */
import { z } from 'zod';
import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, CHALLENGE_RESULT_INVALID_MESSAGE, MAX_CHALLENGE_RESULT } from '../challenges';
import { ZProgressOutcome } from './progress';
import { ZAthleteQuery } from './training';

export const ZWeeklyChallenge = z.object({
  /** This athlete's challenge for this week (the reference XP is paid against). */
  id: z.string(),
  challengeId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CHALLENGE_CATEGORIES),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  targetValue: z.number(),
  targetType: z.string(),
  xpReward: z.number(),
  bonusXp: z.number(),
  /** Seconds on the timer; null when the progress is tracked automatically. */
  timerDuration: z.number().nullable(),
  /** A timer closed part-way: the seconds left, by the server's clock, for Continue; else null. */
  remainingSeconds: z.number().nullable(),
  /** The best result the athlete reported at the end of a countdown this week; null before any. */
  bestResult: z.number().nullable(),
  equipment: z.array(z.string()),
  space: z.string(),
  currentProgress: z.number(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  isClaimed: z.boolean(),
  endDate: z.string().nullable(),
});
export type TWeeklyChallenge = z.infer<typeof ZWeeklyChallenge>;

export const ZWeeklyChallengesResponse = z.object({
  weekStart: z.string(),
  challenges: z.array(ZWeeklyChallenge),
  rewardsAvailable: z.number(),
  completedCount: z.number(),
});
export type TWeeklyChallengesResponse = z.infer<typeof ZWeeklyChallengesResponse>;

export const ZChallengeParams = z.object({ challengeId: z.string().min(1).max(64) });

export const ZChallengeProgressRequest = z.object({
  athleteId: ZAthleteQuery.shape.athleteId,
  progress: z.number({ error: 'Progress must be a number' }).int().min(0),
});

/** The timer's Start: the server times the countdown from here. */
/** Start: from the full time, or with resume, from the seconds a timer closed part-way kept. */
export const ZChallengeStartRequest = z.object({ athleteId: z.string().min(1).max(100), resume: z.boolean().default(false) });
export type TChallengeStartRequest = z.input<typeof ZChallengeStartRequest>;

export const ZChallengeStartResponse = z.object({
  startedAt: z.string(),
  /** The countdown's seconds from here: the full time, or what was left when resuming. */
  remainingSeconds: z.number(),
  /** Seconds the countdown must run, by the server's clock, before a completion is accepted. */
  minimumSeconds: z.number(),
});
export type TChallengeStartResponse = z.infer<typeof ZChallengeStartResponse>;

/**
 * Complete: a challenge with a target sends the result counted in its countdown (the server asks
 * for it, and completes the challenge only when it reaches the target; decision 038).
 */
export const ZChallengeCompleteRequest = ZAthleteQuery.extend({
  result: z
    .number({ error: CHALLENGE_RESULT_INVALID_MESSAGE })
    .int({ error: CHALLENGE_RESULT_INVALID_MESSAGE })
    .min(0, { error: CHALLENGE_RESULT_INVALID_MESSAGE })
    .max(MAX_CHALLENGE_RESULT, { error: CHALLENGE_RESULT_INVALID_MESSAGE })
    .optional(),
});
export type TChallengeCompleteRequest = z.input<typeof ZChallengeCompleteRequest>;

export { ZUnlockedAchievement } from './progress';

export const ZChallengeCompleteResponse = ZProgressOutcome.extend({ challenge: ZWeeklyChallenge });
export type TChallengeCompleteResponse = z.infer<typeof ZChallengeCompleteResponse>;

export const ZClaimResponse = z.object({ claimedCount: z.number(), claimedXp: z.number(), rewardsAvailable: z.number() });
