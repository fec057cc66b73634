/** What other parts of the app may use from the progress feature (XP, levels, the dashboard). */
export {
  allDashboardsQueryKey,
  dashboardQueryKey,
  dashboardQueryOptions,
  useDashboard,
} from './api/get-dashboard';
export {
  celebrateLevelUp,
  celebrateStreakMilestone,
  firstName,
  LEVEL_UP_TOAST_MS,
  readLastSeenLevel,
  rememberLevel,
} from './level-up';
export { NoAthleteCard } from './components/no-athlete-card';
