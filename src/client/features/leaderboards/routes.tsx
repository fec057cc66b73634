/** The rankings: the dashboard's weekly panel, and the Player Rankings page at /leaderboards. */
import { Trophy } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { rankingsQueryKeys } from './api/query-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const leaderboardsFeature: ClientFeature = {
  name: 'leaderboards',
  routes: [{ path: pagePatterns.leaderboards, page: lazyPage(() => import('./pages/leaderboards-page'), 'LeaderboardsPage'), frame: 'app' }],
  // Beside Challenges and Social in the header (icons on a phone): the bottom bar holds five at 390 px.
  navigation: [{ to: paths.leaderboards(), label: m.nav_rankings, icon: Trophy, place: 'header', order: 1, onlyFor: 'family' }],
  // Any award anywhere may move a board: the server says 'rankings' at most once a second.
  liveQueries: ({ type }) => (type === 'rankings' ? [rankingsQueryKeys.all] : []),
  allLiveQueries: [rankingsQueryKeys.all],
};
