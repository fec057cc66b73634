import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProgressTotals } from '#shared/validation/training';
import { api } from '#client/lib/api';
import { challengesQueryKeys, dashboardQueryKeys, trainingQueryKeys } from '#client/lib/query-keys';

export async function resetProgress(athleteId: string): Promise<{ totals: TProgressTotals }> {
  return api.post<{ totals: TProgressTotals }>(
    `/api/v1/athletes/${encodeURIComponent(athleteId)}/progress/reset`,
  );
}

/** Reset XP (docs/product.md, Progress): clears the athlete's ledger and challenge progress. */
export function useResetProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetProgress,
    onSuccess: (_data, athleteId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.athlete(athleteId) }),
        // Lesson pages show the athlete's level (displayed difficulty); challenges restart too.
        queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: challengesQueryKeys.all }),
      ]),
  });
}
