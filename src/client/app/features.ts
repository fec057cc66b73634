/**
 * Every feature of the browser app. A new feature adds one line here; its routes.tsx says which
 * pages it has, where it sits in the navigation and which queries a live event makes stale. The
 * router (app-routes.tsx), the app shell's navigation and the live updates are built from this list.
 */
import type { ClientFeature, NavigationEntry, PageFrame, PageRoute } from '#client/lib/client-feature';
import type { LiveEvent } from '#client/lib/realtime';
import type { QueryKey } from '@tanstack/react-query';
import { accountsFeature } from '../features/accounts/routes';
import { achievementsFeature } from '../features/achievements/routes';
import { adminFeature } from '../features/admin/routes';
import { announcementsFeature } from '../features/announcements/routes';
import { assistantFeature } from '../features/assistant/routes';
import { challengesFeature } from '../features/challenges/routes';
import { coachFeature } from '../features/coach/routes';
import { coachingFeature } from '../features/coaching/routes';
import { competitionsFeature } from '../features/competitions/routes';
import { dashboardFeature } from '../features/dashboard/routes';
import { evaluationsFeature } from '../features/evaluations/routes';
import { leaderboardsFeature } from '../features/leaderboards/routes';
import { membershipFeature } from '../features/membership/routes';
import { messagingFeature } from '../features/messaging/routes';
import { questsFeature } from '../features/quests/routes';
import { publicSiteFeature } from '../features/public-site/routes';
import { sessionsFeature } from '../features/sessions/routes';
import { resourcesFeature } from '../features/resources/routes';
import { safeguardingFeature } from '../features/safeguarding/routes';
import { socialFeature } from '../features/social/routes';
import { storeFeature } from '../features/store/routes';
import { trainingFeature } from '../features/training/routes';

export const clientFeatures: ClientFeature[] = [
  publicSiteFeature,
  accountsFeature,
  adminFeature,
  trainingFeature,
  challengesFeature,
  competitionsFeature,
  achievementsFeature,
  questsFeature,
  leaderboardsFeature,
  socialFeature,
  membershipFeature,
  messagingFeature,
  assistantFeature,
  safeguardingFeature,
  resourcesFeature,
  storeFeature,
  announcementsFeature,
  coachFeature,
  coachingFeature,
  evaluationsFeature,

  sessionsFeature,
  // The composition layer: shows the features above, imported by none of them.
  dashboardFeature,
];

export function routesIn(frame: PageFrame, features = clientFeatures): PageRoute[] {
  return features.flatMap((feature) => feature.routes ?? []).filter((route) => route.frame === frame);
}

export function navigationAt(place: NavigationEntry['place'], features = clientFeatures): NavigationEntry[] {
  return features
    .flatMap((feature) => feature.navigation ?? [])
    .filter((entry) => entry.place === place)
    .sort((a, b) => a.order - b.order);
}

export function staleAfter(event: LiveEvent, features = clientFeatures): QueryKey[] {
  return features.flatMap((feature) => feature.liveQueries?.(event) ?? []);
}

export function everythingLive(features = clientFeatures): QueryKey[] {
  return features.flatMap((feature) => feature.allLiveQueries ?? []);
}
