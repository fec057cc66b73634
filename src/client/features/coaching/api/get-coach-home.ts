import { useQuery } from '@tanstack/react-query';
import type { TCoachHome } from '#shared/validation/coach-home';
import { api } from '#client/lib/api';
import { coachingQueryKeys } from './query-keys';

/** The coach's home: Coach threads waiting, lessons written and the counts (coaches and admins). */
export function useCoachHome() {
  return useQuery({ queryKey: coachingQueryKeys.coachHome(), queryFn: () => api.get<TCoachHome>('/api/v1/staff/coach-home'), retry: false });
}
