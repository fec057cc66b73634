import { useQuery } from '@tanstack/react-query';
import type { TPlanChoices } from '#shared/validation/weekly-plans';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** What the coach's form offers: lessons, groups, birth years and the roster's athletes. */
export function usePlanChoices() {
  return useQuery({
    queryKey: coachingQueryKeys.choices(),
    queryFn: () => api.get<TPlanChoices>('/api/v1/staff/weekly-plans/choices'),
    retry: false,
  });
}
