import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnnouncementInput, TAnnouncementResponse } from '#shared/validation/announcements';
import { api } from '#client/lib/api';
import { announcementsQueryKeys } from './query-keys';

/** Creates (no id) or edits an announcement (admin). */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TAnnouncementInput }) =>
      id
        ? api.put<TAnnouncementResponse>(`/api/v1/admin/announcements/${encodeURIComponent(id)}`, input)
        : api.post<TAnnouncementResponse>('/api/v1/admin/announcements', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKeys.all }),
  });
}
