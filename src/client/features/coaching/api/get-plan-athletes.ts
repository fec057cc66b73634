import { useInfiniteQuery } from '@tanstack/react-query';
import type { TPlanAthletesPage } from '#shared/validation/weekly-plans';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** A plan's later pages of athletes, from the cursor the roster gave; fetched only when asked. */
export function usePlanAthletes(planId: string, cursor: string | null, isWanted: boolean) {
  return useInfiniteQuery({
    queryKey: coachingQueryKeys.planAthletes(planId),
    queryFn: ({ pageParam }) => api.get<TPlanAthletesPage>(`/api/v1/staff/weekly-plans/${encodeURIComponent(planId)}/athletes?cursor=${encodeURIComponent(pageParam)}`),
    initialPageParam: cursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isWanted && cursor !== null,
    retry: false,
  });
}
