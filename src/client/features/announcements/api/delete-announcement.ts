import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { announcementsQueryKeys } from './query-keys';

/** Deletes an announcement (admin). */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(`/api/v1/admin/announcements/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKeys.all }),
  });
}
