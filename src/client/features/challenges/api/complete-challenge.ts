import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChallengeCompleteResponse } from '../../../../shared/validation/challenges';
import { api } from '../../../lib/api';
import { putChallenge, refreshAfterChallenge } from './refresh';

export type ChallengeInput = { challengeId: string; athleteId: string };

export function completeChallenge({ challengeId, athleteId }: ChallengeInput): Promise<TChallengeCompleteResponse> {
  return api.post<TChallengeCompleteResponse>(`/api/v1/challenges/${encodeURIComponent(challengeId)}/complete`, {
    athleteId,
  });
}

/** Completes a challenge (the timer reached 0): progress to the target and its XP, paid once. */
export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeChallenge,
    onSuccess: (result, { athleteId }) => {
      putChallenge(queryClient, athleteId, result.challenge);
      refreshAfterChallenge(queryClient, athleteId);
    },
  });
}
