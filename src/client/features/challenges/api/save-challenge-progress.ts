import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWeeklyChallenge } from '#shared/validation/challenges';
import { api } from '#client/lib/api';
import { refreshProgressQueries } from '#client/lib/progress-outcome';
import type { ChallengeInput } from './complete-challenge';
import { putChallenge } from './put-challenge';

export function saveChallengeProgress({
  challengeId,
  athleteId,
  progress,
}: ChallengeInput & { progress: number }): Promise<{ challenge: TWeeklyChallenge }> {
  return api.post<{ challenge: TWeeklyChallenge }>(
    `/api/v1/challenges/${encodeURIComponent(challengeId)}/progress`,
    { athleteId, progress },
  );
}

/** Partial progress (the timer was stopped part-way): the card then offers Continue. */
export function useSaveChallengeProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChallengeProgress,
    onSuccess: ({ challenge }, { athleteId }) => {
      putChallenge(queryClient, athleteId, challenge);
      refreshProgressQueries(queryClient, athleteId);
    },
  });
}
