/** Monthly competitions: shown in the Challenges page's Monthly Competitions tab (no page of its own). */
import type { ClientFeature } from '#client/lib/client-feature';
import { competitionsQueryKeys } from '#client/lib/query-keys';

export const competitionsFeature: ClientFeature = {
  name: 'competitions',
  // Entries move with the athlete's XP, streak and badges; 'challenge' also tells of a join in another tab.
  liveQueries: ({ type, athleteId }) =>
    type === 'xp' || type === 'streak' || type === 'achievement' || type === 'challenge'
      ? [athleteId ? competitionsQueryKeys.list(athleteId) : competitionsQueryKeys.all]
      : [],
  allLiveQueries: [competitionsQueryKeys.all],
};
