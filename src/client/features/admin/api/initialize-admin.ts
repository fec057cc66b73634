import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminAccessQueryKey } from './get-admin-access';
import { adminStatusQueryKey } from './get-admin-status';

/** Makes the signed-in user the academy's first admin; refused (409) once any admin exists. */
export function initializeAdmin(): Promise<{ success: true }> {
  return api.post<{ success: true }>('/api/v1/admin/initialize', {});
}

export function useInitializeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeAdmin,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAccessQueryKey }),
      ]),
  });
}
