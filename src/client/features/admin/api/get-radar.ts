import { useQuery } from '@tanstack/react-query';
import type { TRadar } from '#shared/validation/analytics';
import { api } from '#client/lib/api';

export const radarQueryKey = ['admin', 'radar'] as const;

/** Families at risk of leaving, each with its reasons. */
export function useChurnRadar() {
  return useQuery({ queryKey: radarQueryKey, queryFn: () => api.get<TRadar>('/api/v1/admin/radar') });
}
