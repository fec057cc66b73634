import { useInfiniteQuery } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE } from '#shared/messaging';
import type { TStaffFamiliesPage } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** Families for staff, found by name, phone or an athlete's first name; a page at a time. */
export function useStaffFamilies(q: string) {
  return useInfiniteQuery({
    queryKey: messagingQueryKeys.families(q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<TStaffFamiliesPage>(`/api/v1/staff/families?${params.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
