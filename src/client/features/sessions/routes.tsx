/**
 * Training sessions in the browser (issue 38; docs/product.md, Training sessions): the /schedule
 * page for families and staff, and what the dashboard shows of it. A live 'sessions' event (a
 * cancellation, a move, a reply from another device) refreshes every sessions query.
 */
import { CalendarDays } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { sessionsQueryKeys } from './api/query-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const sessionsFeature: ClientFeature = {
  name: 'sessions',
  routes: [{ path: pagePatterns.schedule, page: lazyPage(() => import('./pages/schedule-page'), 'SchedulePage'), frame: 'app' }],
  navigation: [{ to: paths.schedule(), label: m.nav_schedule, icon: CalendarDays, place: 'header', order: 4 }],
  // A new or ended membership changes who trains.
  liveQueries: (event) => (event.type === 'sessions' || event.type === 'membership' ? [sessionsQueryKeys.all] : []),
  allLiveQueries: [sessionsQueryKeys.all],
};
