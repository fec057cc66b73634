import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJoinCompetitionResponse } from '#shared/validation/competitions';
import { api } from '#client/lib/api';
import { competitionsQueryKeys } from './query-keys';

export type JoinInput = { competitionId: string; athleteId: string };

export function joinCompetition({ competitionId, athleteId }: JoinInput): Promise<TJoinCompetitionResponse> {
  return api.post<TJoinCompetitionResponse>(`/api/v1/competitions/${encodeURIComponent(competitionId)}/join`, { athleteId });
}

/** Joins once; the list refreshes either way (a refusal may mean the competition just ended). */
export function useJoinCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCompetition,
    onSettled: (_result, _error, { athleteId }) => queryClient.invalidateQueries({ queryKey: competitionsQueryKeys.list(athleteId) }),
  });
}
