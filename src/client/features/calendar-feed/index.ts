/** What other parts of the app may use from the calendar feed feature. */
export { CalendarFeedSettings } from './components/calendar-feed-settings';
