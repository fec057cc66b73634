/**
 * Safeguarding cases in the browser (issue 39, point 4; docs/product.md, Safeguarding cases): the
 * Contacts page's "Safety cases" tab lists them, and each has its page. A flag or a change reaches
 * the staff's open pages as a 'messages' event.
 */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { safeguardingQueryKeys } from './api/cases';

export const safeguardingFeature: ClientFeature = {
  name: 'safeguarding',
  routes: [{ path: pagePatterns.safetyCase, page: lazyPage(() => import('./pages/safety-case-page'), 'SafetyCasePage'), frame: 'app' }],
  liveQueries: (event) => (event.type === 'messages' ? [safeguardingQueryKeys.all] : []),
  allLiveQueries: [safeguardingQueryKeys.all],
};
