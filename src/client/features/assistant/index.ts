/** What other features may use of the assistant: the chat panel the messages page shows. */
export { AssistantPanel } from './components/assistant-panel';
export { assistantQueryKeys } from './api/query-keys';
