/** The toasts a completed challenge brings (spec part 1, sections 4, 8 and 9). */
import { challengePoints } from '../../../shared/challenges';
import type { TChallengeCompleteResponse } from '../../../shared/validation/challenges';
import { toast } from '../../lib/toast';
import { announceUnlockedAchievements } from '../achievements';
import { celebrateLevelUp, celebrateStreakMilestone, rememberLevel } from '../progress';

/** The challenge toast lasts 3 s (spec part 1, section 9). */
export const CHALLENGE_TOAST_MS = 3000;

/** "Challenge Completed!" for challenges a lesson completed on its own (training days, streak). */
export function announceCompletedChallenges(completed: readonly { name: string; points: number }[]): void {
  for (const challenge of completed) {
    toast.success('Challenge Completed!', {
      description: `${challenge.name} +${challenge.points} XP`,
      duration: CHALLENGE_TOAST_MS,
    });
  }
}

/** After the timer's completion: the challenge, a level reached, a streak milestone, each badge unlocked. */
export function celebrateCompletion(
  result: TChallengeCompleteResponse,
  athlete: { id: string; name: string },
): void {
  const { challenge } = result;
  toast.success('Challenge Completed!', {
    description: result.isNewAward
      ? `${challenge.name} +${result.xpAwarded} XP`
      : `${challenge.name} was already completed; its ${challengePoints(challenge)} XP were counted then.`,
    duration: CHALLENGE_TOAST_MS,
  });
  if (result.totals.level > result.previousLevel) {
    celebrateLevelUp(athlete.name, result.totals.level);
    // Shown here, so the dashboard does not celebrate the same level again.
    rememberLevel(athlete.id, result.totals.level);
  }
  if (result.streak.isMilestone) celebrateStreakMilestone(result.streak.current);
  announceUnlockedAchievements(result.unlockedAchievements);
}
