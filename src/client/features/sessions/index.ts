/** What other parts of the app may use from the sessions feature (the dashboard's training card and banner). */
export { useFamilySchedule, type ScheduleAthlete } from './api/get-family-schedule';
export { ScheduleBanner } from './components/schedule-banner';
export { formatSessionDay, formatSessionTime, cancelledText } from './components/format';
