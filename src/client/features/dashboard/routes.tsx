/**
 * The dashboard: the composition layer of the browser app. It shows several features' data through
 * their public hooks and components; no feature imports it. Every live event can change one of its
 * panels, so every event makes the dashboard stale.
 */
import { LayoutDashboard } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { dashboardQueryKeys } from '#client/lib/query-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const dashboardFeature: ClientFeature = {
  name: 'dashboard',
  routes: [
    { path: pagePatterns.dashboard, page: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage'), frame: 'app' },
    { path: pagePatterns.progressReport, page: lazyPage(() => import('./pages/progress-report-page'), 'ProgressReportPage'), frame: 'app' },
    { path: pagePatterns.parentPortal, page: lazyPage(() => import('./pages/parent-portal-page'), 'ParentPortalPage'), frame: 'open' },
  ],
  navigation: [{ to: paths.dashboard(), label: m.nav_dashboard, icon: LayoutDashboard, place: 'tab', order: 10 }],
  // Rankings and memberships are not one athlete's: every athlete's dashboard shows them.
  // A squad's event (to every page) moves only the quests panel, which keeps its own query.
  liveQueries: ({ type, athleteId }) =>
    type === 'squad' ? [] : athleteId && type !== 'rankings' && type !== 'membership' ? [dashboardQueryKeys.athlete(athleteId)] : [dashboardQueryKeys.all],
  allLiveQueries: [dashboardQueryKeys.all],
};
