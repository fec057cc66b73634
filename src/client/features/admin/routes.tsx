/** The academy's staff pages: /admin checks the session and the role itself, inside the page. */
import { ShieldCheck } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { adminSessionsQueryKeys } from './api/get-admin-sessions';
import { attentionQueryKey } from './api/get-attention';
import { sessionGroupsQueryKey } from './api/session-groups';
import { AdminAttentionBadge } from './components/attention-badge';
import { m } from '#shared/i18n/paraglide/messages';

export const adminFeature: ClientFeature = {
  name: 'admin',
  routes: [
    { path: pagePatterns.admin, page: lazyPage(() => import('./pages/admin-route'), 'AdminRoute'), frame: 'own' },
    { path: pagePatterns.adminSetup, page: lazyPage(() => import('./pages/admin-setup-page'), 'AdminSetupPage'), frame: 'app' },
  ],
  navigation: [{ to: paths.admin(), label: m.nav_admin, icon: ShieldCheck, place: 'header', order: 10, onlyFor: 'admin', badge: AdminAttentionBadge }],
  // Needs attention: a thread or a safety case changed ('messages' reaches every staff member); it also polls.
  liveQueries: ({ type }) => (type === 'sessions' ? [adminSessionsQueryKeys.all, sessionGroupsQueryKey] : type === 'messages' ? [attentionQueryKey] : []),
  allLiveQueries: [attentionQueryKey],
};
