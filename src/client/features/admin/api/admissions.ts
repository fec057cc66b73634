import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '#shared/validation/application-inbox';
import type { TInvitation, TInvitationsPage, TIssuedInvitation } from '#shared/validation/invitations';
import { api } from '#client/lib/api';
import { auditQueryKey } from './get-audit-log';
import { applicationsQueryKey } from './get-applications';

export const invitationsQueryKey = ['admin', 'invitations'] as const;

/** Invitations, newest first, 20 at a time (docs/product.md, Admissions). */
export function useInvitations() {
  return useInfiniteQuery({
    queryKey: invitationsQueryKey,
    queryFn: ({ pageParam }) => api.get<TInvitationsPage>(`/api/v1/admin/invitations?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** After any admissions action: the inbox, the invitations and the audit log read again. */
function useRefreshAdmissions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
      queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditQueryKey }),
    ]);
}

export function useInviteFamily() {
  const onSettled = useRefreshAdmissions();
  return useMutation({ mutationFn: (email: string) => api.post<TIssuedInvitation>('/api/v1/admin/invitations', { email }), onSettled });
}

export function useRevokeInvitation() {
  const onSettled = useRefreshAdmissions();
  return useMutation({ mutationFn: (id: string) => api.post<TInvitation>(`/api/v1/admin/invitations/${encodeURIComponent(id)}/revoke`), onSettled });
}

export function useReplyToApplicant() {
  const onSettled = useRefreshAdmissions();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => api.post<TApplication>(`/api/v1/admin/applications/${encodeURIComponent(id)}/reply`, { message }),
    onSettled,
  });
}

export function useDeclineApplicant() {
  const onSettled = useRefreshAdmissions();
  return useMutation({ mutationFn: (id: string) => api.post<TApplication>(`/api/v1/admin/applications/${encodeURIComponent(id)}/decline`), onSettled });
}
