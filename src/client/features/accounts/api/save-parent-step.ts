import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TParentSetupRequest, TProfile } from '#shared/validation/accounts';
import { api } from '#client/lib/api';
import { meQueryKey } from '#client/lib/query-keys';

export async function saveParentStep(input: TParentSetupRequest): Promise<TProfile> {
  return (await api.put<{ profile: TProfile }>('/api/v1/profile/parent', input)).profile;
}

/** Profile setup, step 1: the parent's details. */
export function useSaveParentStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParentStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
