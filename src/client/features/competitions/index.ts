/** What other parts of the app may use from the competitions feature. */
import { lazy } from 'react';

export { competitionsQueryKeys } from './api/query-keys';
export { useCompetitions } from './api/get-competitions';

/* The Monthly Competitions tab of /challenges, fetched when that tab is first shown. */
export const MonthlyCompetitions = lazy(async () => ({
  default: (await import('./components/monthly-competitions')).MonthlyCompetitions,
}));
