/**
 * The coach's pages (issue 38, point 3): /coach, the coach's home with today's sessions first, and
 * each session's attendance sheet. A live 'sessions' event refreshes them (all under ['coach']).
 */
import { ClipboardCheck } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { coachQueryKeys } from './api/query-keys';

export const coachFeature: ClientFeature = {
  name: 'coach',
  routes: [
    { path: pagePatterns.coach, page: lazyPage(() => import('./pages/coach-home-page'), 'CoachHomePage'), frame: 'app' },
    { path: pagePatterns.coachSession, page: lazyPage(() => import('./pages/attendance-sheet-page'), 'AttendanceSheetPage'), frame: 'app' },
  ],
  navigation: [{ to: paths.coach(), label: 'Coach', icon: ClipboardCheck, place: 'header', order: 6, onlyFor: 'staff' }],
  liveQueries: (event) => (event.type === 'sessions' ? [coachQueryKeys.all] : []),
  allLiveQueries: [coachQueryKeys.all],
};
