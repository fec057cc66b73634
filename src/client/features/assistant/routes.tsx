/**
 * The academy assistant in the browser: no page of its own; the messages page shows its panel
 * (AssistantPanel) when the AI Assistant conversation is selected. Nothing live: the transcript
 * changes only through the panel itself, so a reconnect refreshes it in case another tab asked.
 */
import type { ClientFeature } from '#client/lib/client-feature';
import { assistantQueryKeys } from './api/query-keys';

export const assistantFeature: ClientFeature = {
  name: 'assistant',
  allLiveQueries: [assistantQueryKeys.transcript],
};
