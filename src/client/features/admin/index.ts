/** What other features may use of admin: a coach's count of what needs attention, for the Contacts link. */
export { CoachAttentionBadge } from './components/attention-badge';
export { StaffAlertSettings } from './components/staff-alert-settings';
