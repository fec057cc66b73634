import { useQuery } from '@tanstack/react-query';
import type { TAnnouncementList } from '#shared/validation/announcements';
import { api } from '#client/lib/api';
import { announcementsQueryKeys } from './query-keys';

export const getAnnouncements = () => api.get<TAnnouncementList>('/api/v1/admin/announcements');

/** Every announcement, newest first (admin). */
export function useAnnouncements() {
  return useQuery({ queryKey: announcementsQueryKeys.admin, queryFn: getAnnouncements });
}
