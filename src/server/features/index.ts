/** Every feature's routes, registered by buildApp. A new feature adds one line here. */
import type { AppContext, ZodApp } from '../context';
import { mailboxRoutes } from '../mail/routes';
import { accountsRoutes } from './accounts/routes';
import { achievementsRoutes } from './achievements/routes';
import { adminRoutes } from './admin/routes';
import { athletesRoutes } from './athletes/routes';
import { challengesRoutes } from './challenges/routes';
import { leaderboardsRoutes } from './leaderboards/routes';
import { membershipRoutes } from './membership/routes';
import { progressRoutes } from './progress/routes';
import { publicSiteRoutes } from './public-site/routes';
import { trainingRoutes } from './training/routes';

export const featureRoutes: ((app: ZodApp, ctx: AppContext) => Promise<void>)[] = [
  mailboxRoutes,
  publicSiteRoutes,
  accountsRoutes,
  athletesRoutes,
  adminRoutes,
  trainingRoutes,
  progressRoutes,
  // Order matters: after any progress, automatic challenges are tracked before achievements.
  challengesRoutes,
  achievementsRoutes,
  leaderboardsRoutes,
  membershipRoutes,
];
