import { useMutation } from '@tanstack/react-query';
import type { TChallengeStartResponse } from '#shared/validation/challenges';
import { api } from '#client/lib/api';
import type { ChallengeInput } from './complete-challenge';

export function startChallenge({
  challengeId,
  athleteId,
  resume = false,
}: ChallengeInput & { resume?: boolean }): Promise<TChallengeStartResponse> {
  return api.post<TChallengeStartResponse>(`/api/v1/challenges/${encodeURIComponent(challengeId)}/start`, { athleteId, resume });
}

/** The timer's Start: the server times the countdown from here and completes it only once it ran. */
export function useStartChallenge() {
  return useMutation({ mutationFn: startChallenge });
}
