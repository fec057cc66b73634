/**
 * Resources and Support: the overview and library (/resources), the Resource Hub, a resource's own
 * page (its own frame: a shared link works signed out) and the admins' library editor.
 */
import { BookOpen } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { resourcesQueryKeys } from './api/query-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const resourcesFeature: ClientFeature = {
  name: 'resources',
  routes: [
    { path: pagePatterns.resources, page: lazyPage(() => import('./pages/resources-page'), 'ResourcesPage'), frame: 'app' },
    { path: pagePatterns.resourceHub, page: lazyPage(() => import('./pages/resource-hub-page'), 'ResourceHubPage'), frame: 'app' },
    { path: pagePatterns.resource, page: lazyPage(() => import('./pages/resource-page'), 'ResourcePage'), frame: 'open' },
    { path: pagePatterns.adminResources, page: lazyPage(() => import('./pages/admin-resources-page'), 'AdminResourcesPage'), frame: 'own' },
  ],
  navigation: [{ to: paths.resources(), label: m.nav_resources, icon: BookOpen, place: 'tab', order: 40 }],
  // The library opens and closes with the membership.
  liveQueries: ({ type }) => (type === 'membership' ? [resourcesQueryKeys.all] : []),
  allLiveQueries: [resourcesQueryKeys.all],
};
