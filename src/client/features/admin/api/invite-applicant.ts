import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '#shared/validation/application-inbox';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';
import { applicationsQueryKey } from './get-applications';

/**
 * Accepts the application: the applicant is e-mailed an invitation (docs/product.md, Admissions). A second one is refused (409) unless `resend`
 * says the admin confirmed it.
 */
export function inviteApplicant({ id, resend = false }: { id: string; resend?: boolean }): Promise<TApplication> {
  return api.post<TApplication>(`/api/v1/admin/applications/${encodeURIComponent(id)}/invite`, { resend });
}

export function useInviteApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteApplicant,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
        // The admissions panel lists the invitation this sends.
        queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] }),
      ]),
  });
}
