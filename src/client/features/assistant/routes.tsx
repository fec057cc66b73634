/**
 * The academy assistant in the browser: no page of its own; the messages page shows its panel
 * (AssistantPanel) when the AI Assistant conversation is selected. The transcript changes only
 * through the panel itself, so a reconnect refreshes it in case another tab asked. What the safety
 * check flags, staff read as safeguarding cases (features/safeguarding).
 */
import type { ClientFeature } from '#client/lib/client-feature';
import { assistantQueryKeys } from './api/query-keys';

export const assistantFeature: ClientFeature = {
  name: 'assistant',
  allLiveQueries: [assistantQueryKeys.transcript],
};
