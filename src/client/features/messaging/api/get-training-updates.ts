import { useQuery } from '@tanstack/react-query';
import type { TTrainingUpdates } from '#shared/validation/messaging';
import { api } from '#client/lib/api';
import { messagingQueryKeys } from './query-keys';

/** The announcements this family sees, newest first, with read state. */
export function useTrainingUpdates() {
  return useQuery({ queryKey: messagingQueryKeys.trainingUpdates, queryFn: () => api.get<TTrainingUpdates>('/api/v1/conversations/training-updates') });
}
