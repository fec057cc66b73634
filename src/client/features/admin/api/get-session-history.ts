import { useQuery } from '@tanstack/react-query';
import type { TSessionHistory } from '#shared/validation/session-admin';
import { api } from '#client/lib/api';

/** One session's history, oldest first (read when the admin opens it). */
export function useSessionHistory(sessionId: string) {
  return useQuery({
    queryKey: ['admin', 'sessions', 'history', sessionId],
    queryFn: async () => (await api.get<TSessionHistory>(`/api/v1/admin/sessions/${encodeURIComponent(sessionId)}/history`)).changes,
  });
}
