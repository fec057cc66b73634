/** What other parts of the app may use from the challenges feature. */
import { lazy } from 'react';

export { challengesQueryKeys } from './api/query-keys';
export { useWeeklyChallenges } from './api/get-weekly-challenges';

/*
 * The challenge lists, fetched when first shown: they bring the timer dialog, which only a page
 * showing them should load.
 */
export const WeeklyChallenges = lazy(async () => ({
  default: (await import('./components/weekly-challenges')).WeeklyChallenges,
}));
export const CompactChallenges = lazy(async () => ({
  default: (await import('./components/compact-challenges')).CompactChallenges,
}));
