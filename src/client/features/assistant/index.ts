/** What other features may use of the assistant: the chat panel the messages page shows, and the staff's safety flags. */
export { AssistantPanel } from './components/assistant-panel';
export { AssistantSafetyFlags } from './components/assistant-safety-flags';
export { assistantQueryKeys } from './api/query-keys';
