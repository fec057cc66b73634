import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddTrainingGroupInput, TTrainingGroup, TTrainingGroups } from '#shared/validation/training-groups';
import { api } from '#client/lib/api';
import { adminSessionsQueryKeys } from './get-admin-sessions';
import { auditQueryKey } from './get-audit-log';

export const sessionGroupsQueryKey = ['admin', 'session-groups'] as const;

/** The training groups: each plan's own and its birth-year groups, with the years each takes. */
export function useSessionGroups() {
  return useQuery({ queryKey: sessionGroupsQueryKey, queryFn: async () => (await api.get<TTrainingGroups>('/api/v1/staff/session-groups')).groups });
}

type Action = { kind: 'add'; input: TAddTrainingGroupInput } | { kind: 'archive'; id: string };

/** Add a birth-year group or archive one; the groups, the sessions (replaced and made) and the audit log refresh. */
export function useChangeSessionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) =>
      (action.kind === 'add'
        ? await api.post<{ group: TTrainingGroup }>('/api/v1/admin/session-groups', action.input)
        : await api.post<{ group: TTrainingGroup }>(`/api/v1/admin/session-groups/${encodeURIComponent(action.id)}/archive`, {})
      ).group,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionGroupsQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminSessionsQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
