import { useQuery } from '@tanstack/react-query';
import type { TFamilyWeeklyPlans } from '#shared/validation/weekly-plans';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** This week's plan: the athlete's plans running today, with what the training record shows done. */
export function useAthletePlans(athleteId: string | undefined) {
  return useQuery({
    queryKey: coachingQueryKeys.athletePlans(athleteId ?? ''),
    queryFn: () => api.get<TFamilyWeeklyPlans>(`/api/v1/athletes/${encodeURIComponent(athleteId!)}/weekly-plans`),
    enabled: Boolean(athleteId),
  });
}
