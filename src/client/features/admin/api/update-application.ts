import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TUpdateApplicationInput } from '#shared/validation/application-inbox';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';
import { applicationsQueryKey } from './get-applications';

/** Changes an application's status or staff notes (400 naming the field, 404 when it is gone). */
export function updateApplication({ id, ...changes }: TUpdateApplicationInput & { id: string }): Promise<TApplication> {
  return api.patch<TApplication>(`/api/v1/admin/applications/${encodeURIComponent(id)}`, changes);
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
