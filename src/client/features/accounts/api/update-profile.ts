import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TUpdateProfileRequest } from '#shared/validation/accounts';
import { api } from '#client/lib/api';
import { meQueryKey } from '#client/lib/query-keys';

export async function updateProfile(input: TUpdateProfileRequest): Promise<TProfile> {
  return (await api.put<{ profile: TProfile }>('/api/v1/profile', input)).profile;
}

/** Edits the profile (empty fields saved as null) and refreshes the family. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
