import { useQuery } from '@tanstack/react-query';
import type { TAnalytics } from '#shared/validation/analytics';
import { api } from '#client/lib/api';

export const analyticsQueryKey = ['admin', 'analytics'] as const;

/** The academy's numbers this month against last month, and 12 months of history. */
export function useAnalytics() {
  return useQuery({ queryKey: analyticsQueryKey, queryFn: () => api.get<TAnalytics>('/api/v1/admin/analytics') });
}
