import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddSessionInput, TAdminSession, TCancelSessionInput, TMoveSessionInput } from '#shared/validation/session-admin';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';
import { adminSessionsQueryKeys } from './get-admin-sessions';

type Action = { kind: 'add'; input: TAddSessionInput } | { kind: 'move'; id: string; input: TMoveSessionInput } | { kind: 'cancel'; id: string; input: TCancelSessionInput } | { kind: 'restore'; id: string };

function send(action: Action) {
  if (action.kind === 'add') return api.post<{ session: TAdminSession }>('/api/v1/admin/sessions', action.input);
  const url = `/api/v1/admin/sessions/${encodeURIComponent(action.id)}/${action.kind}`;
  return api.post<{ session: TAdminSession }>(url, action.kind === 'restore' ? {} : action.input);
}

/** Add, move, cancel or restore a session; the list, its history and the audit log refresh. */
export function useChangeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => (await send(action)).session,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminSessionsQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
