import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAthlete, TAthleteRequest } from '#shared/validation/athletes';
import { api } from '#client/lib/api';
import { meQueryKey } from '#client/lib/query-keys';
import { athletesQueryKey } from './get-athletes';

export async function addAthlete(input: TAthleteRequest): Promise<TAthlete> {
  return (await api.post<{ athlete: TAthlete }>('/api/v1/athletes', input)).athlete;
}

/** Adds an athlete to the family; the athlete list and the family summary are refetched. */
export function useAddAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAthlete,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: athletesQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
