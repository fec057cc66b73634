/** What other parts of the app may use from the notifications feature. */
export { NotificationsSettings } from './components/notifications-settings';
