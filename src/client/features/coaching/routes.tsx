/**
 * Coaching's pages (issue 42, point 3): /coach/plans/new, where a coach assigns a weekly plan. The
 * plans themselves show on the coach's home and, for families, on the dashboard and training page.
 * A family's progress (xp, lessons) or a nudge (messages) makes the plans stale.
 */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { coachingQueryKeys } from './api/query-keys';

export const coachingFeature: ClientFeature = {
  name: 'coaching',
  routes: [{ path: pagePatterns.coachPlanNew, page: lazyPage(() => import('./pages/assign-plan-page'), 'AssignPlanPage'), frame: 'app' }],
  liveQueries: ({ type }) => (type === 'xp' || type === 'lessons' || type === 'messages' ? [coachingQueryKeys.all] : []),
  allLiveQueries: [coachingQueryKeys.all],
};
