import { useInfiniteQuery } from '@tanstack/react-query';
import type { TThreadPage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** One of the family's threads, newest page first; older pages on demand. */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: messagingQueryKeys.thread(id),
    queryFn: ({ pageParam }) =>
      api.get<TThreadPage>(`/api/v1/conversations/${encodeURIComponent(id)}/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
