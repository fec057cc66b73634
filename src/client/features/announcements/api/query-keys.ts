/** The admins' list of announcements; families read theirs through the dashboard's query. */
export const announcementsQueryKeys = {
  all: ['announcements'] as const,
  admin: ['announcements', 'admin'] as const,
};
