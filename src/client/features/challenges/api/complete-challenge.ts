import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChallengeCompleteResponse } from '#shared/validation/challenges';
import { api } from '#client/lib/api';
import { putChallenge } from './put-challenge';

export type ChallengeInput = { challengeId: string; athleteId: string };

export function completeChallenge({ challengeId, athleteId }: ChallengeInput): Promise<TChallengeCompleteResponse> {
  return api.post<TChallengeCompleteResponse>(`/api/v1/challenges/${encodeURIComponent(challengeId)}/complete`, {
    athleteId,
  });
}

/**
 * Completes a challenge (the timer reached 0): progress to the target and its XP, paid once. The
 * dialog hands the outcome to applyProgressOutcome, which refreshes what else progress changed.
 */
export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeChallenge,
    onSuccess: (result, { athleteId }) => {
      putChallenge(queryClient, athleteId, result.challenge);
    },
  });
}
