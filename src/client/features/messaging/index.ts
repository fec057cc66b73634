/** What other features may use of messaging: the family's messages from the academy, and the unread count. */
export { familyMessagesQueryKey, useAcademyMessages } from './api/get-messages';
export { useMarkMessageRead } from './api/mark-message-read';
export { useConversations } from './api/get-conversations';
