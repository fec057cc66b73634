import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeparturesPage, TWinBackRequest } from '#shared/validation/departures';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';

export const departuresQueryKey = ['admin', 'departures'] as const;

/** The Leaving list, newest asked first, 20 at a time (decision 074). */
export function useDepartures() {
  return useInfiniteQuery({
    queryKey: departuresQueryKey,
    queryFn: ({ pageParam }) => api.get<TDeparturesPage>(`/api/v1/admin/departures?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The one win-back of a departure, to the family's Academy Support thread. */
export function useSendWinBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, ...input }: TWinBackRequest & { membershipId: string }) =>
      api.post<{ winBackSentAt: string }>(`/api/v1/admin/departures/${encodeURIComponent(membershipId)}/win-back`, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: departuresQueryKey });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
