import { useInfiniteQuery } from '@tanstack/react-query';
import type { TInboxPage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** The staff inbox: waiting threads first (oldest waiting first), then the others; a page at a time. */
export function useStaffInbox() {
  return useInfiniteQuery({
    queryKey: messagingQueryKeys.inbox,
    queryFn: ({ pageParam }) => api.get<TInboxPage>(`/api/v1/staff/inbox${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
