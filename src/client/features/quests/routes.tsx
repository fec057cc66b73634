/** Daily quests and squad quests: shown on the dashboard, no page of their own. */
import type { ClientFeature } from '#client/lib/client-feature';
import { questsQueryKeys } from './api/get-quests';

export const questsFeature: ClientFeature = {
  name: 'quests',
  // The family's progress moves its quests; a squad's event, sent to everyone, moves that birth year's.
  liveQueries: ({ type, birthYear }) =>
    type === 'xp' || type === 'quests' ? [questsQueryKeys.all] : type === 'squad' && birthYear !== undefined ? [questsQueryKeys.squad(birthYear)] : [],
  allLiveQueries: [questsQueryKeys.all],
};
