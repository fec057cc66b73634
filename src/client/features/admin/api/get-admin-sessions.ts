import { useQuery } from '@tanstack/react-query';
import type { TAdminSession } from '#shared/validation/session-admin';
import { api } from '#client/lib/api';

export const adminSessionsQueryKeys = { all: ['admin', 'sessions'] as const, range: (from: string, days: number) => ['admin', 'sessions', from, days] as const };

/** The sessions of the academy's days [from, from + days), with what admins change. */
export function useAdminSessions(from: string, days: number) {
  return useQuery({
    queryKey: adminSessionsQueryKeys.range(from, days),
    queryFn: async () => (await api.get<{ sessions: TAdminSession[] }>(`/api/v1/admin/sessions?from=${from}&days=${days}`)).sessions,
  });
}
