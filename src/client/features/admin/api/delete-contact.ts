import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactsPage } from '#shared/validation/contacts';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';

/**
 * Deletes a family, optimistically (docs/product.md, Admin): the row leaves every loaded list
 * first, and the lists are read again if the server refuses.
 */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`/api/v1/admin/contacts/${encodeURIComponent(userId)}`),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: ['admin', 'contacts'] });
      queryClient.setQueriesData<InfiniteData<TContactsPage>>({ queryKey: ['admin', 'contacts'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => {
                const contacts = page.contacts.filter((c) => c.userId !== userId);
                return { ...page, contacts, total: page.total === null ? null : page.total - (page.contacts.length - contacts.length) };
              }),
            }
          : data,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'contacts'] }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}
