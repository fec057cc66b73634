import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInitializeAdminRequest } from '#shared/validation/admin';
import { api } from '#client/lib/api';
import { adminAccessQueryKey } from './get-admin-access';
import { adminStatusQueryKey } from './get-admin-status';

/**
 * Makes the signed-in user the academy's first admin with the setup code from the server's log;
 * refused (409) once the academy has ever had an admin, 403 for a wrong or expired code.
 */
export function initializeAdmin(request: TInitializeAdminRequest): Promise<{ success: true }> {
  return api.post<{ success: true }>('/api/v1/admin/initialize', request);
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
