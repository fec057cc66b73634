/**
 * Messaging in the browser (docs/product.md, Messages and Contacts): the family's /messages page, the
 * staff's /contacts page, the unread badge on the Messages link, and the messages the dashboard shows.
 * A live 'messages' event refreshes every messaging query (all sit under ['messages']).
 */
import { Contact, MessageCircle } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { CoachAttentionBadge } from '#client/features/admin';
import { messagingQueryKeys } from './api/query-keys';
import { MessagesUnreadBadge } from './components/unread-badge';
import { m } from '#shared/i18n/paraglide/messages';

export const messagingFeature: ClientFeature = {
  name: 'messaging',
  routes: [
    { path: pagePatterns.messages, page: lazyPage(() => import('./pages/messages-page'), 'MessagesPage'), frame: 'app' },
    { path: pagePatterns.contacts, page: lazyPage(() => import('./pages/contacts-page'), 'ContactsPage'), frame: 'app' },
  ],
  navigation: [
    { to: paths.messages(), label: m.nav_messages, icon: MessageCircle, place: 'header', order: 5, badge: MessagesUnreadBadge },
    { to: paths.contacts(), label: m.nav_contacts, icon: Contact, place: 'header', order: 8, onlyFor: 'staff', badge: CoachAttentionBadge },
  ],
  // Announcements are the Training Updates: their list and unread count change with them.
  liveQueries: (event) =>
    event.type === 'messages' ? [messagingQueryKeys.all] : event.type === 'announcements' ? [messagingQueryKeys.conversations, messagingQueryKeys.trainingUpdates] : [],
  allLiveQueries: [messagingQueryKeys.all],
};
