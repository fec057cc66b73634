/** The achievements (badges). */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { achievementsQueryKeys } from '#client/lib/query-keys';

export const achievementsFeature: ClientFeature = {
  name: 'achievements',
  routes: [{ path: pagePatterns.achievements, page: lazyPage(() => import('./pages/achievements-page'), 'AchievementsPage'), frame: 'app' }],
  // XP and streaks move the progress bars of the badges not yet earned.
  liveQueries: ({ type, athleteId }) =>
    type === 'xp' || type === 'streak' || type === 'achievement' ? [athleteId ? achievementsQueryKeys.list(athleteId) : achievementsQueryKeys.all] : [],
  allLiveQueries: [achievementsQueryKeys.all],
};
