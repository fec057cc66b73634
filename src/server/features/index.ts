/**
 * Every feature of the server, registered by buildApp in this order. A new feature adds one line
 * here (and declares what it needs in its own defineFeature call: Fastify refuses to start when a
 * dependency is missing or listed after it). Contributions run in this order too: after any
 * progress, automatic challenges are tracked before achievements are evaluated.
 */
import type { Feature } from '../feature';
import { type SeedOptions, seedDatabase } from '#server/db/seed';
import type { Db } from '#server/db/database';
import { mailboxFeature } from '../mail/routes';
import { accountsFeature } from './accounts/routes';
import { achievementsFeature } from './achievements/routes';
import { adminFeature } from './admin/routes';
import { announcementsFeature } from './announcements/routes';
import { assistantFeature } from './assistant/routes';
import { calendarFeedFeature } from './calendar-feed/routes';
import { athletesFeature } from './athletes/routes';
import { challengesFeature } from './challenges/routes';
import { coachingFeature } from './coaching/routes';
import { competitionsFeature } from './competitions/routes';
import { dashboardFeature } from './dashboard/routes';
import { evaluationsFeature } from './evaluations/routes';
import { leaderboardsFeature } from './leaderboards/routes';
import { membershipFeature } from './membership/routes';
import { notificationsFeature } from './notifications/routes';
import { messagingFeature } from './messaging/routes';
import { progressFeature } from './progress/routes';
import { questsFeature } from './quests/routes';
import { publicSiteFeature } from './public-site/routes';
import { resourcesFeature } from './resources/routes';
import { safeguardingFeature } from './safeguarding/routes';
import { sessionsFeature } from './sessions/routes';
import { socialFeature } from './social/routes';
import { storeFeature } from './store/routes';
import { trainingFeature } from './training/routes';

export const features: Feature[] = [
  mailboxFeature,
  publicSiteFeature,
  accountsFeature,
  athletesFeature,
  progressFeature,
  trainingFeature,
  challengesFeature,
  achievementsFeature,
  competitionsFeature,
  // Daily and squad quests pay after the other follow-ups have seen the save.
  questsFeature,
  leaderboardsFeature,
  socialFeature,
  membershipFeature,
  resourcesFeature,
  storeFeature,
  announcementsFeature,
  notificationsFeature,
  // Messaging shows the announcements as Training Updates; admin sends through messaging.
  messagingFeature,
  adminFeature,
  // A safety flag the assistant raises opens a safeguarding case.
  safeguardingFeature,
  assistantFeature,
  sessionsFeature,
  calendarFeedFeature,
  // Plans read the roster (sessions' groups) and nudge through messaging.
  coachingFeature,
  evaluationsFeature,
  // The composition layer: reads the features above, read by none of them.
  dashboardFeature,
];

/** Seeds every feature's content, in the list's order: what each start does before it listens. */
export function seedFeatures(db: Db, options?: SeedOptions): Promise<void> {
  return seedDatabase(
    db,
    features.flatMap((feature) => feature.seed ?? []),
    options,
  );
}
