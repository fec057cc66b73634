/**
 * The Social Hub in the browser (docs/product.md, Social Hub): /social with its tabs Friends, Add
 * Friends, Requests and Sent, and the friends' board. A live 'social' event (a request arrived or was
 * answered) refreshes every social query; a 'rankings' event (anyone's XP moved) refreshes the board;
 * a 'membership' event, whether the family may look for others.
 */
import { Users } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { socialQueryKeys } from './api/query-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const socialFeature: ClientFeature = {
  name: 'social',
  routes: [{ path: pagePatterns.social, page: lazyPage(() => import('./pages/social-page'), 'SocialPage'), frame: 'app' }],
  navigation: [{ to: paths.social(), label: m.nav_social, icon: Users, place: 'header', order: 3, onlyFor: 'family' }],
  liveQueries: ({ type }) =>
    type === 'social' ? [socialQueryKeys.all] : type === 'rankings' ? [socialQueryKeys.board] : type === 'membership' ? [socialQueryKeys.access] : [],
  allLiveQueries: [socialQueryKeys.all],
};
