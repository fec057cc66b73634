/**
 * The coach's pages (issue 38, point 3): /coach, the coach's home with today's sessions first, and
 * each session's attendance sheet. No header link (the staff's header is full on a phone): the logo
 * leads a coach home here, and admins come from /admin. A live 'sessions' event refreshes them.
 */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { coachQueryKeys } from './api/query-keys';

export const coachFeature: ClientFeature = {
  name: 'coach',
  routes: [
    { path: pagePatterns.coach, page: lazyPage(() => import('./pages/coach-home-page'), 'CoachHomePage'), frame: 'app' },
    { path: pagePatterns.coachSession, page: lazyPage(() => import('./pages/attendance-sheet-page'), 'AttendanceSheetPage'), frame: 'app' },
  ],
  liveQueries: (event) => (event.type === 'sessions' ? [coachQueryKeys.all] : []),
  allLiveQueries: [coachQueryKeys.all],
};
