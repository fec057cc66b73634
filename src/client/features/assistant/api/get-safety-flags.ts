import { useQuery } from '@tanstack/react-query';
import type { TAssistantFlag } from '#shared/validation/assistant';
import { api } from '#client/lib/api';
import { assistantQueryKeys } from './query-keys';

/** Coaches and admins: what the assistant's safety check flagged, newest first. */
export function useAssistantSafetyFlags() {
  return useQuery({
    queryKey: assistantQueryKeys.flags,
    queryFn: async () => (await api.get<{ flags: TAssistantFlag[] }>('/api/v1/staff/assistant-flags')).flags,
  });
}
