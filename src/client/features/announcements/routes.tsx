/**
 * Announcements: no page of their own. Admins manage them in a tab of /admin (AnnouncementsAdmin),
 * families read them in the dashboard's Latest Updates; a live `announcements` event (any change,
 * or a start or end time passing) makes the admins' list stale, and the dashboard refreshes itself.
 */
import type { ClientFeature } from '#client/lib/client-feature';
import { announcementsQueryKeys } from './api/query-keys';

export const announcementsFeature: ClientFeature = {
  name: 'announcements',
  liveQueries: ({ type }) => (type === 'announcements' ? [announcementsQueryKeys.all] : []),
  allLiveQueries: [announcementsQueryKeys.all],
};
