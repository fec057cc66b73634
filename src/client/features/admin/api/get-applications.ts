import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationStatus, TApplicationsPage } from '#shared/validation/application-inbox';
import { api } from '#client/lib/api';

export const applicationsQueryKey = ['admin', 'applications'] as const;

/** The applications inbox, newest first, 20 at a time, optionally of one status. */
export function useApplications(status: ApplicationStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...applicationsQueryKey, status ?? 'all'],
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ limit: '20' });
      if (status) search.set('status', status);
      if (pageParam) search.set('cursor', pageParam);
      return api.get<TApplicationsPage>(`/api/v1/admin/applications?${search.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
