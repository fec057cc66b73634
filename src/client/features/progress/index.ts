/** What other parts of the app may use from the progress feature (XP, levels, the dashboard). */
export {
  allDashboardsQueryKey,
  dashboardQueryKey,
  dashboardQueryOptions,
  useDashboard,
} from './api/get-dashboard';
export { readLastSeenLevel, rememberLevel } from './level-up';
