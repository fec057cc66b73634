/** The challenge's own toast after the timer's completion (docs/product.md, Challenges). */
import { challengePoints } from '#shared/challenges';
import type { TChallengeCompleteResponse } from '#shared/validation/challenges';
import { CHALLENGE_TOAST_MS } from '#client/lib/celebrations';
import { toast } from '#client/lib/toast';

/** Paid now, or paid before: the rest of the outcome is celebrated by applyProgressOutcome. */
export function announceChallengeCompletion(result: TChallengeCompleteResponse): void {
  const { challenge } = result;
  toast.success('Challenge Completed!', {
    description: result.isNewAward
      ? `${challenge.name} +${result.xpAwarded} XP`
      : `${challenge.name} was already completed; its ${challengePoints(challenge)} XP were counted then.`,
    duration: CHALLENGE_TOAST_MS,
  });
}
