import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRankingsPrivacy } from '#shared/validation/leaderboards';
import { api } from '#client/lib/api';
import { rankingsQueryKeys } from './query-keys';

export function useRankingsPrivacy(athleteId: string) {
  return useQuery({
    queryKey: rankingsQueryKeys.privacy(athleteId),
    queryFn: () => api.get<TRankingsPrivacy>(`/api/v1/rankings/privacy?athleteId=${encodeURIComponent(athleteId)}`),
  });
}

/** Hides an athlete from other families' boards, or shows it again; every board then refetches. */
export function useSetRankingsPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRankingsPrivacy) => api.put<TRankingsPrivacy>('/api/v1/rankings/privacy', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(rankingsQueryKeys.privacy(saved.athleteId), saved);
      return queryClient.invalidateQueries({ queryKey: rankingsQueryKeys.all });
    },
  });
}
