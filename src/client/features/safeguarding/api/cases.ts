/** Safeguarding cases for coaches and admins: the lists, one case, and what staff do with it. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCaseDetail, TCaseList, TCaseUpdate } from '#shared/validation/safety-cases';
import { api } from '#client/lib/api';

export const safeguardingQueryKeys = {
  all: ['safety-cases'] as const,
  list: (view: 'active' | 'closed') => ['safety-cases', 'list', view] as const,
  case: (id: string) => ['safety-cases', 'case', id] as const,
};

const casePath = (id: string) => `/api/v1/staff/safety-cases/${encodeURIComponent(id)}`;

/** Open and in review (all of them), or closed (a page at a time). */
export function useSafetyCases(view: 'active' | 'closed') {
  return useInfiniteQuery({
    queryKey: safeguardingQueryKeys.list(view),
    queryFn: ({ pageParam }) => api.get<TCaseList>(`/api/v1/staff/safety-cases?view=${view}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useSafetyCase(id: string) {
  return useQuery({ queryKey: safeguardingQueryKeys.case(id), queryFn: () => api.get<TCaseDetail>(casePath(id)), retry: false });
}

/** A change or a note answers with the whole case: the page shows it at once, the lists refresh. */
function useCaseMutation<V>(id: string, send: (vars: V) => Promise<TCaseDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(safeguardingQueryKeys.case(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['safety-cases', 'list'] });
    },
  });
}

export function useChangeCase(id: string) {
  return useCaseMutation(id, (update: TCaseUpdate) => api.patch<TCaseDetail>(casePath(id), update));
}

export function useAddCaseNote(id: string) {
  return useCaseMutation(id, (body: string) => api.post<TCaseDetail>(`${casePath(id)}/notes`, { body }));
}

/** Admins: the whole case as a JSON file, recorded in the case's history. */
export function useExportCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/api/v1/admin/safety-cases/${encodeURIComponent(id)}/export`),
    onSuccess: (document) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
      const link = Object.assign(window.document.createElement('a'), { href: url, download: `safety-case-${id}.json` });
      link.click();
      URL.revokeObjectURL(url);
      void queryClient.invalidateQueries({ queryKey: safeguardingQueryKeys.case(id) });
    },
  });
}
