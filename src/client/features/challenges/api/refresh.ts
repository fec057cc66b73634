import type { QueryClient } from '@tanstack/react-query';
import { rewardsAvailable } from '../../../../shared/challenges';
import type { TWeeklyChallenge, TWeeklyChallengesResponse } from '../../../../shared/validation/challenges';
import { achievementsQueryKeys } from '../../achievements';
import { dashboardQueryKey } from '../../progress';
import { trainingQueryKeys } from '../../training';
import { challengesQueryKeys } from './query-keys';

/** Shows a challenge the server just returned at once, before the refetch (the card's button). */
export function putChallenge(queryClient: QueryClient, athleteId: string, challenge: TWeeklyChallenge): void {
  queryClient.setQueryData<TWeeklyChallengesResponse>(challengesQueryKeys.weekly(athleteId), (previous) => {
    if (!previous) return previous;
    const challenges = previous.challenges.map((c) => (c.id === challenge.id ? challenge : c));
    return { ...previous, challenges, rewardsAvailable: rewardsAvailable(challenges) };
  });
}

/**
 * After a challenge changes: refresh the challenges, the dashboard (XP, streak, the compact view),
 * the lesson pages (the level sets the shown difficulty) and the badges, then again after 500 ms
 * (spec part 1, section 4), by which time every follow-on write has landed.
 */
export function refreshAfterChallenge(queryClient: QueryClient, athleteId: string): void {
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: challengesQueryKeys.weekly(athleteId) }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey(athleteId) }),
      queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: achievementsQueryKeys.list(athleteId) }),
    ]);
  void refresh();
  setTimeout(() => void refresh(), 500);
}
