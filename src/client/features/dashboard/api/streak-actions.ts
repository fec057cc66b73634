import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLogYesterdayRequest, TStreakCard, TStreakPauseRequest } from '#shared/validation/streak';
import { api } from '#client/lib/api';
import { dashboardQueryKeys } from '#client/lib/query-keys';

type StreakAction =
  | { kind: 'pause'; athleteId: string; input: TStreakPauseRequest }
  | { kind: 'end-pause'; athleteId: string; pauseId: string }
  | { kind: 'log-yesterday'; athleteId: string; input: TLogYesterdayRequest };

function send(action: StreakAction): Promise<{ streak: TStreakCard }> {
  const base = `/api/v1/athletes/${encodeURIComponent(action.athleteId)}/streak`;
  if (action.kind === 'pause') return api.post(`${base}/pauses`, action.input);
  if (action.kind === 'end-pause') return api.post(`${base}/pauses/${encodeURIComponent(action.pauseId)}/end`);
  return api.post(`${base}/log-yesterday`, action.input);
}

/** A parent's streak actions (issue 43): each answers with the new card, and the dashboard refreshes. */
export function useStreakAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_data, action) => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.athlete(action.athleteId) }),
  });
}
