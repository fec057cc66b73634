/** What other features may use of announcements: the admins' tab and one announcement's card. */
export { AnnouncementsAdmin } from './components/announcements-admin';
export { AnnouncementItem, AnnouncementTypeLabel } from './components/announcement-item';
