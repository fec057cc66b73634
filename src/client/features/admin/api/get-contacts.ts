import { useInfiniteQuery } from '@tanstack/react-query';
import { CONTACTS_PAGE_SIZE, type TContactsPage } from '#shared/validation/contacts';
import { api } from '#client/lib/api';

export const contactsQueryKey = (q: string) => ['admin', 'contacts', q] as const;

/** The Families tab's list for one search, a page at a time. */
export function useContacts(q: string) {
  return useInfiniteQuery({
    queryKey: contactsQueryKey(q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(CONTACTS_PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<TContactsPage>(`/api/v1/admin/contacts?${params.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
