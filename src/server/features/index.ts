/**
 * Every feature of the server, registered by buildApp in this order. A new feature adds one line
 * here (and declares what it needs in its own defineFeature call: Fastify refuses to start when a
 * dependency is missing or listed after it). Contributions run in this order too: after any
 * progress, automatic challenges are tracked before achievements are evaluated.
 */
import type { Feature } from '../feature';
import { mailboxFeature } from '../mail/routes';
import { accountsFeature } from './accounts/routes';
import { achievementsFeature } from './achievements/routes';
import { adminFeature } from './admin/routes';
import { athletesFeature } from './athletes/routes';
import { challengesFeature } from './challenges/routes';
import { dashboardFeature } from './dashboard/routes';
import { leaderboardsFeature } from './leaderboards/routes';
import { membershipFeature } from './membership/routes';
import { progressFeature } from './progress/routes';
import { publicSiteFeature } from './public-site/routes';
import { trainingFeature } from './training/routes';

export const features: Feature[] = [
  mailboxFeature,
  publicSiteFeature,
  accountsFeature,
  athletesFeature,
  adminFeature,
  progressFeature,
  trainingFeature,
  challengesFeature,
  achievementsFeature,
  leaderboardsFeature,
  membershipFeature,
  // The composition layer: reads the features above, read by none of them.
  dashboardFeature,
];
