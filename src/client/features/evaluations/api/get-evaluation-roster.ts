import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TEvaluationRoster } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

const rosterUrl = (params: { q?: string; limit?: number; cursor?: string }) => {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.limit) query.set('limit', String(params.limit));
  if (params.cursor) query.set('cursor', params.cursor);
  const text = query.toString();
  return `/api/v1/coach/evaluations${text ? `?${text}` : ''}`;
};

/** The roster a page at a time (50), the evaluations due first; `q` finds athletes by name (coaches and admins). */
export function useEvaluationRoster(q: string) {
  return useInfiniteQuery({
    queryKey: [...evaluationQueryKeys.roster(), q],
    queryFn: ({ pageParam }) => api.get<TEvaluationRoster>(rosterUrl({ q, cursor: pageParam })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** The first few athletes due and the roster's counts, for the coach's home. */
export function useEvaluationsDue(limit: number) {
  return useQuery({ queryKey: [...evaluationQueryKeys.roster(), 'due', limit], queryFn: () => api.get<TEvaluationRoster>(rosterUrl({ limit })), retry: false });
}
