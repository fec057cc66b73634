import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBookTrialResponse, TTrial, TTrialOptions, TTrials } from '#shared/validation/trials';
import { api } from '#client/lib/api';
import { invitationsQueryKey } from './admissions';
import { auditQueryKey } from './get-audit-log';
import { applicationsQueryKey } from './get-applications';

export const trialsQueryKey = ['admin', 'trials'] as const;

/** The trial sessions of the applications shown (one request for the page), newest first. */
export function useTrials(applicationIds: string[]) {
  const ids = applicationIds.join(',');
  return useQuery({
    queryKey: [...trialsQueryKey, 'of', ids],
    queryFn: () => api.get<TTrials>(`/api/v1/admin/trials?applicationIds=${encodeURIComponent(ids)}`),
    enabled: applicationIds.length > 0,
  });
}

/** The coming sessions an application's child may try (the Core group for their birth year), when the dialog is open. */
export function useTrialOptions(applicationId: string) {
  return useQuery({
    queryKey: [...trialsQueryKey, 'options', applicationId],
    queryFn: () => api.get<TTrialOptions>(`/api/v1/admin/applications/${encodeURIComponent(applicationId)}/trial-sessions`),
  });
}

/** After a trial changes: the inbox, its trials, the invitations and the audit log read again. */
function useRefreshTrials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([applicationsQueryKey, trialsQueryKey, invitationsQueryKey, auditQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useBookTrial() {
  const onSettled = useRefreshTrials();
  return useMutation({
    mutationFn: ({ applicationId, sessionId }: { applicationId: string; sessionId: string }) =>
      api.post<TBookTrialResponse>(`/api/v1/admin/applications/${encodeURIComponent(applicationId)}/trial`, { sessionId }),
    onSettled,
  });
}

export function useCancelTrial() {
  const onSettled = useRefreshTrials();
  return useMutation({
    mutationFn: async (trialId: string) => (await api.post<{ trial: TTrial }>(`/api/v1/admin/trials/${encodeURIComponent(trialId)}/cancel`)).trial,
    onSettled,
  });
}
