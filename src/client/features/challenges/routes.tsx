/** The weekly challenges. */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { challengesQueryKeys } from '#client/lib/query-keys';

export const challengesFeature: ClientFeature = {
  name: 'challenges',
  routes: [{ path: pagePatterns.challenges, page: lazyPage(() => import('./pages/challenges-page'), 'ChallengesPage'), frame: 'app' }],
  // Some challenges are tracked from training days and XP, so those events move them too.
  liveQueries: ({ type, athleteId }) =>
    type === 'xp' || type === 'streak' || type === 'challenge' ? [athleteId ? challengesQueryKeys.weekly(athleteId) : challengesQueryKeys.all] : [],
  allLiveQueries: [challengesQueryKeys.all],
};
