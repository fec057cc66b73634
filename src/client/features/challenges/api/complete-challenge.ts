import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChallengeCompleteRequest, TChallengeCompleteResponse } from '#shared/validation/challenges';
import { api } from '#client/lib/api';
import { putChallenge } from './put-challenge';

export type ChallengeInput = { challengeId: string; athleteId: string };

/** A challenge with a target sends the result counted in its countdown (decision 038). */
export type CompleteChallengeInput = ChallengeInput & { result?: number };

export function completeChallenge({ challengeId, athleteId, result }: CompleteChallengeInput): Promise<TChallengeCompleteResponse> {
  const body: TChallengeCompleteRequest = result === undefined ? { athleteId } : { athleteId, result };
  return api.post<TChallengeCompleteResponse>(`/api/v1/challenges/${encodeURIComponent(challengeId)}/complete`, body);
}

/**
 * Completes a challenge (the timer reached 0, and for a target the result reached it): progress to
 * the target and its XP, paid once; a result below the target comes back not completed. The
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
