/** The challenge's own word after the timer's completion (docs/product.md, Challenges). */
import { challengePoints } from '#shared/challenges';
import type { TChallengeCompleteResponse } from '#shared/validation/challenges';
import { CHALLENGE_TOAST_MS, type CelebrationLine } from '#client/lib/celebrations';

/**
 * Paid now, or paid before: it leads the one celebration applyProgressOutcome shows with the rest
 * of the outcome (a level, a streak milestone, badges).
 */
export function challengeCompletionLine(result: TChallengeCompleteResponse): CelebrationLine {
  const { challenge } = result;
  return {
    title: 'Challenge Completed!',
    description: result.isNewAward
      ? `${challenge.name} +${result.xpAwarded} XP`
      : `${challenge.name} was already completed; its ${challengePoints(challenge)} XP were counted then.`,
    duration: CHALLENGE_TOAST_MS,
  };
}
