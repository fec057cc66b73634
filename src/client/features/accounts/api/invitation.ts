import { useQuery } from '@tanstack/react-query';
import type { TInvitationPreview } from '#shared/validation/invitations';
import { api } from '#client/lib/api';

/** The join page's link: whom the invitation is for and whether it still works (docs/product.md, Admissions). */
export function useInvitationPreview(code: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['invitation', code],
    queryFn: () => api.get<TInvitationPreview>(`/api/v1/invitations/${encodeURIComponent(code)}`),
    enabled: isEnabled,
    retry: false,
  });
}

/** For a signed-in account: the link is for this address and still works (403 or 409 otherwise). */
export function useInvitationCheck(code: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['invitation', code, 'check'],
    queryFn: () => api.post<{ email: string; isAdmitted: true }>('/api/v1/invitations/check', { code }),
    enabled: isEnabled,
    retry: false,
  });
}
