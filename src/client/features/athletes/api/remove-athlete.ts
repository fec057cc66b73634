import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { meQueryKey } from '#client/lib/query-keys';
import { athletesQueryKey } from './get-athletes';

/** Removes an athlete and everything kept for them (204). */
export async function removeAthlete(id: string): Promise<void> {
  await api.delete(`/api/v1/athletes/${encodeURIComponent(id)}`);
}

export function useRemoveAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAthlete,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: athletesQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
