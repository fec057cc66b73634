import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffAlertPreferences } from '#shared/validation/attention';
import { api } from '#client/lib/api';

export const alertPreferencesQueryKey = ['staff', 'alert-preferences'] as const;

export function useAlertPreferences(isStaff: boolean) {
  return useQuery({
    queryKey: alertPreferencesQueryKey,
    queryFn: async () => (await api.get<{ preferences: TStaffAlertPreferences }>('/api/v1/staff/alert-preferences')).preferences,
    enabled: isStaff,
  });
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: TStaffAlertPreferences) =>
      (await api.put<{ preferences: TStaffAlertPreferences }>('/api/v1/staff/alert-preferences', preferences)).preferences,
    onSuccess: (preferences) => queryClient.setQueryData(alertPreferencesQueryKey, preferences),
  });
}
