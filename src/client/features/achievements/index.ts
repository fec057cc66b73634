/** What other parts of the app may use from the achievements feature. */
import { lazy } from 'react';

export { achievementsQueryKeys } from './api/query-keys';
export { useAchievements } from './api/get-achievements';
export type { TRecentAchievement } from './components/recent-badges';

/** The dashboard's recent badges, fetched when first shown (the badge icons stay out of other pages). */
export const RecentBadges = lazy(async () => ({
  default: (await import('./components/recent-badges')).RecentBadges,
}));
