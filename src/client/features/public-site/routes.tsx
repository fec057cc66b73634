/**
 * The public site's pages. The four marketing pages below the landing page load with the entry
 * bundle's router (src/client/app/routes.tsx); the landing page itself is in the entry bundle,
 * prerendered (docs/decisions/004). The dev mailbox and the not-found page load with the app.
 */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');

export const publicSiteFeature: ClientFeature = {
  name: 'public-site',
  routes: [
    { path: pagePatterns.academyDetails, page: lazyPage(() => import('./pages/academy-details-page'), 'AcademyDetailsPage'), frame: 'site' },
    { path: pagePatterns.appDetails, page: lazyPage(() => import('./pages/app-details-page'), 'AppDetailsPage'), frame: 'site' },
    { path: pagePatterns.coachDetails, page: lazyPage(() => import('./pages/coach-details-page'), 'CoachDetailsPage'), frame: 'site' },
    { path: pagePatterns.curriculumDemo, page: lazyPage(() => import('./pages/curriculum-demo-page'), 'CurriculumDemoPage'), frame: 'site' },
    { path: pagePatterns.devMailbox, page: lazyPage(() => import('./pages/dev-mailbox-page'), 'DevMailboxPage'), frame: 'public' },
  ],
};
