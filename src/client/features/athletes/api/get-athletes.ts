import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAthlete } from '#shared/validation/athletes';
import { api } from '#client/lib/api';

export const athletesQueryKey = ['athletes'] as const;

export const athletesQueryOptions = queryOptions({
  queryKey: athletesQueryKey,
  queryFn: async () => (await api.get<{ athletes: TAthlete[] }>('/api/v1/athletes')).athletes,
});

/** The family's athletes, by name. */
export function useAthletes() {
  return useQuery(athletesQueryOptions);
}
