/** The rankings: shown on the dashboard for now; /leaderboards is listed with the upcoming pages. */
import type { ClientFeature } from '#client/lib/client-feature';
import { rankingsQueryKeys } from './api/query-keys';

export const leaderboardsFeature: ClientFeature = {
  name: 'leaderboards',
  liveQueries: ({ type }) => (type === 'rankings' ? [rankingsQueryKeys.all] : []),
  allLiveQueries: [rankingsQueryKeys.all],
};
