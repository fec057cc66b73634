import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/validation/accounts';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';

/** Grants or takes back coach and admin. */
export function useSetContactRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api.put<{ role: Role }>(`/api/v1/admin/contacts/${encodeURIComponent(userId)}/role`, { role }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contacts'] });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
