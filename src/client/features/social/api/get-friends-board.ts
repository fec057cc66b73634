import { useQuery } from '@tanstack/react-query';
import type { TFriendsBoardResponse } from '#shared/validation/social';
import { api } from '#client/lib/api';
import { socialQueryKeys } from './query-keys';

/** This week's XP of the family's and its friends' athletes. */
export function useFriendsBoard() {
  return useQuery({ queryKey: socialQueryKeys.board, queryFn: () => api.get<TFriendsBoardResponse>('/api/v1/social/board') });
}
