import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAthlete, TAthleteRequest } from '#shared/validation/athletes';
import { api } from '#client/lib/api';
import { meQueryKey } from '#client/lib/query-keys';
import { athletesQueryKey } from './get-athletes';

export async function updateAthlete({
  id,
  ...input
}: TAthleteRequest & { id: string }): Promise<TAthlete> {
  return (await api.put<{ athlete: TAthlete }>(`/api/v1/athletes/${encodeURIComponent(id)}`, input))
    .athlete;
}

export function useUpdateAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAthlete,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: athletesQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
