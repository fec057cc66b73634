/**
 * The academy assistant in the browser: no page of its own; the messages page shows its panel
 * (AssistantPanel) when the AI Assistant conversation is selected. The transcript changes only
 * through the panel itself, so a reconnect refreshes it in case another tab asked; the staff's
 * safety flags follow the 'messages' event.
 */
import type { ClientFeature } from '#client/lib/client-feature';
import { assistantQueryKeys } from './api/query-keys';

export const assistantFeature: ClientFeature = {
  name: 'assistant',
  // A flag reaches the staff's open pages as a 'messages' event (Contacts, Safety flags).
  liveQueries: (event) => (event.type === 'messages' ? [assistantQueryKeys.flags] : []),
  allLiveQueries: [assistantQueryKeys.transcript, assistantQueryKeys.flags],
};
