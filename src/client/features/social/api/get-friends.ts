import { useQuery } from '@tanstack/react-query';
import type { TFriendsResponse } from '#shared/validation/social';
import { api } from '#client/lib/api';
import { socialQueryKeys } from './query-keys';

/** The family's friends, newest first. */
export function useFriends() {
  return useQuery({ queryKey: socialQueryKeys.friends, queryFn: () => api.get<TFriendsResponse>('/api/v1/social/friends') });
}
