import { useQuery } from '@tanstack/react-query';
import type { TFriendRequestsResponse } from '#shared/validation/social';
import { api } from '#client/lib/api';
import { socialQueryKeys } from './query-keys';

/** Pending requests received, and those sent by name (tabs Requests and Sent). */
export function useFriendRequests() {
  return useQuery({ queryKey: socialQueryKeys.requests, queryFn: () => api.get<TFriendRequestsResponse>('/api/v1/social/requests') });
}
