import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBoardPeriod, TBoardResponse, TBoardTab } from '#shared/validation/leaderboards';
import { api } from '#client/lib/api';
import { rankingsQueryKeys } from './query-keys';

/**
 * One Player Rankings board for the athlete chosen in the header: the top N, and the athlete's own
 * place with its neighbours when outside it. A 'rankings' live event refetches it (routes.tsx).
 */
export function useBoard(athleteId: string | undefined, tab: TBoardTab, period: TBoardPeriod, birthYear: number | null) {
  return useQuery({
    queryKey: rankingsQueryKeys.board(athleteId ?? '', tab, period, birthYear),
    queryFn: () => {
      const query = new URLSearchParams({ athleteId: athleteId ?? '', tab, period });
      if (birthYear !== null) query.set('birthYear', String(birthYear));
      return api.get<TBoardResponse>(`/api/v1/leaderboards?${query.toString()}`);
    },
    enabled: Boolean(athleteId),
    // Switching tabs or the filter keeps the last board on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
