import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardResponse } from '#shared/validation/dashboard';
import { api } from '#client/lib/api';
import { dashboardQueryKeys } from '#client/lib/query-keys';

/** One athlete's dashboard; every progress change invalidates it (the live updates too). */
export const dashboardQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: dashboardQueryKeys.athlete(athleteId),
    queryFn: () =>
      api.get<TDashboardResponse>(`/api/v1/dashboard?athleteId=${encodeURIComponent(athleteId)}`),
  });

/** Everything the dashboard shows for the athlete, in one request; idle without an athlete. */
export function useDashboard(athleteId: string | undefined) {
  return useQuery({ ...dashboardQueryOptions(athleteId ?? ''), enabled: Boolean(athleteId) });
}
