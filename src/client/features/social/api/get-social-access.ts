import { useQuery } from '@tanstack/react-query';
import type { TSocialAccess } from '#shared/validation/social';
import { api } from '#client/lib/api';
import { socialQueryKeys } from './query-keys';

/** Whether the family may look for other families (only a family with a membership may), and why not. */
export function useSocialAccess() {
  return useQuery({ queryKey: socialQueryKeys.access, queryFn: () => api.get<TSocialAccess>('/api/v1/social/access') });
}
