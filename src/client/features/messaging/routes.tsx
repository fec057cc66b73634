/**
 * Messaging in the browser: for now the family's messages from the academy, shown on the dashboard
 * (the messaging issue adds the /messages page with its threads).
 */
import type { ClientFeature } from '#client/lib/client-feature';
import { familyMessagesQueryKey } from './api/get-messages';

export const messagingFeature: ClientFeature = {
  name: 'messaging',
  liveQueries: (event) => (event.type === 'messages' ? [familyMessagesQueryKey] : []),
  allLiveQueries: [familyMessagesQueryKey],
};
