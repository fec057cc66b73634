import type { QueryClient } from '@tanstack/react-query';
import { rewardsAvailable } from '#shared/challenges';
import type { TWeeklyChallenge, TWeeklyChallengesResponse } from '#shared/validation/challenges';
import { challengesQueryKeys } from './query-keys';

/** Shows a challenge the server just returned at once, before the refetch (the card's button). */
export function putChallenge(queryClient: QueryClient, athleteId: string, challenge: TWeeklyChallenge): void {
  queryClient.setQueryData<TWeeklyChallengesResponse>(challengesQueryKeys.weekly(athleteId), (previous) => {
    if (!previous) return previous;
    const challenges = previous.challenges.map((c) => (c.id === challenge.id ? challenge : c));
    return { ...previous, challenges, rewardsAvailable: rewardsAvailable(challenges) };
  });
}
