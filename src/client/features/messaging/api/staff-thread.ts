import { useInfiniteQuery } from '@tanstack/react-query';
import type { TStaffThreadPage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** A family's thread as staff read it (hidden messages marked), with the family beside it. */
export function useStaffThread(id: string) {
  return useInfiniteQuery({
    queryKey: messagingQueryKeys.staffThread(id),
    queryFn: ({ pageParam }) =>
      api.get<TStaffThreadPage>(`/api/v1/staff/conversations/${encodeURIComponent(id)}/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
