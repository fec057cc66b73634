/**
 * The signed-in app's live updates: each event from the server's stream refreshes the queries it
 * concerns (only those on screen refetch; the rest are marked stale). Progress's keys come from
 * core, the same ones the progress helper refreshes; the other features own theirs.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
// The keys' own modules rather than the features' indexes: the shell is on every signed-in page,
// and the indexes bring components (the timer dialog) and the zod schemas (docs/decisions/004).
import { rankingsQueryKeys } from '../features/leaderboards/api/query-keys';
import { membershipQueryKey } from '../features/membership/api/get-membership';
import {
  achievementsQueryKeys,
  challengesQueryKeys,
  dashboardQueryKeys,
  trainingQueryKeys,
} from '../lib/query-keys';
import { type LiveEvent, useLiveEvents } from '../lib/realtime';

function queriesFor({ type, athleteId }: LiveEvent): QueryKey[] {
  const dashboard = athleteId ? dashboardQueryKeys.athlete(athleteId) : dashboardQueryKeys.all;
  const challenges = athleteId ? challengesQueryKeys.weekly(athleteId) : challengesQueryKeys.all;
  const achievements = athleteId ? achievementsQueryKeys.list(athleteId) : achievementsQueryKeys.all;
  switch (type) {
    case 'xp':
    case 'streak':
      // XP and streak also move badge progress and the challenges tracked from training days.
      return [dashboard, trainingQueryKeys.all, achievements, challenges];
    case 'challenge':
      return [challenges, dashboard];
    case 'achievement':
      return [achievements, dashboard];
    case 'rankings':
      return [rankingsQueryKeys.all, dashboardQueryKeys.all];
    case 'membership':
      return [membershipQueryKey, dashboardQueryKeys.all];
  }
}

const EVERYTHING_LIVE: QueryKey[] = [
  dashboardQueryKeys.all,
  trainingQueryKeys.all,
  challengesQueryKeys.all,
  achievementsQueryKeys.all,
  rankingsQueryKeys.all,
  membershipQueryKey,
];

/** Mounted once by the app shell; renders nothing. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvents({
    onEvent: (event) => {
      for (const queryKey of queriesFor(event)) void queryClient.invalidateQueries({ queryKey });
    },
    onReconnect: () => {
      for (const queryKey of EVERYTHING_LIVE) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return null;
}
