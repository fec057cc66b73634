import { useQuery } from '@tanstack/react-query';
import type { TSessionResults } from '#shared/validation/verified-results';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** A session's results: the measured lessons, the roster, results waiting for a coach, those verified here. */
export function useSessionResults(sessionId: string) {
  return useQuery({
    queryKey: coachingQueryKeys.sessionResults(sessionId),
    queryFn: () => api.get<TSessionResults>(`/api/v1/staff/sessions/${encodeURIComponent(sessionId)}/results`),
    retry: false,
  });
}
