/** What other parts of the app may use from the athletes feature. */
import { lazy } from 'react';

export { AthleteSwitcher } from './components/athlete-switcher';
export { useAthletes, useSelectedAthlete, selectAthlete } from './hooks';
export { athletesQueryKey } from './api/get-athletes';

/**
 * The profile page's athletes manager, fetched when first shown: it brings the form and dialog
 * libraries, which the app shell (it imports the switcher from here) must not load up front.
 */
export const AthletesManager = lazy(async () => ({
  default: (await import('./components/athletes-manager')).AthletesManager,
}));
