import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConfirmResultInput, TRecordResultInput, TVerifiedResult } from '#shared/validation/verified-results';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

const resultsUrl = (sessionId: string) => `/api/v1/staff/sessions/${encodeURIComponent(sessionId)}/results`;

/** Record a measured count for an athlete on the session's roster; the sheet's lists refresh. */
export function useRecordResult(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordResultInput) => api.post<{ result: TVerifiedResult }>(resultsUrl(sessionId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingQueryKeys.sessionResults(sessionId) }),
  });
}

/** Confirm a count the family logged: it becomes verified and leaves the list to confirm. */
export function useConfirmResult(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TConfirmResultInput) => api.post<{ result: TVerifiedResult }>(`${resultsUrl(sessionId)}/confirm`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingQueryKeys.sessionResults(sessionId) }),
  });
}
