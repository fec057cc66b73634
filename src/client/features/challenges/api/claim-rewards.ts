import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZClaimResponse } from '#shared/validation/challenges';
import { api } from '#client/lib/api';
import { refreshProgressQueries } from '#client/lib/progress-outcome';

export type ClaimResult = z.infer<typeof ZClaimResponse>;

export function claimRewards(athleteId: string): Promise<ClaimResult> {
  return api.post<ClaimResult>('/api/v1/challenges/claim', { athleteId });
}

/** Claims the completed challenges' rewards, once (a double tap claims nothing twice). */
export function useClaimRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRewards,
    onSuccess: (_result, athleteId) => refreshProgressQueries(queryClient, athleteId),
  });
}
