import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAthlete } from '#shared/validation/athletes';
import type { TProfile, TSessionUser } from '#shared/validation/accounts';
import { api } from '#client/lib/api';
import { meQueryKey } from '#client/lib/query-keys';

export type Me = { user: TSessionUser; profile: TProfile | null; athletes: TAthlete[]; isSetupComplete: boolean };

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: () => api.get<Me>('/api/v1/me'),
});

/** The signed-in family: user, profile, athletes and whether setup is complete. */
export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled: options.enabled ?? true });
}
