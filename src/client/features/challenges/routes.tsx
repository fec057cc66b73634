/** The weekly challenges. */
import { Swords } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { challengesQueryKeys } from '#client/lib/query-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const challengesFeature: ClientFeature = {
  name: 'challenges',
  routes: [{ path: pagePatterns.challenges, page: lazyPage(() => import('./pages/challenges-page'), 'ChallengesPage'), frame: 'app' }],
  navigation: [{ to: paths.challenges(), label: m.nav_challenges, icon: Swords, place: 'header', order: 2, onlyFor: 'family' }],
  // Some challenges are tracked from training days and XP, so those events move them too.
  liveQueries: ({ type, athleteId }) =>
    type === 'xp' || type === 'streak' || type === 'challenge' ? [athleteId ? challengesQueryKeys.weekly(athleteId) : challengesQueryKeys.all] : [],
  allLiveQueries: [challengesQueryKeys.all],
};
