/** What other features may use of messaging: the family's messages from the academy. */
export { familyMessagesQueryKey, useAcademyMessages } from './api/get-messages';
export { useMarkMessageRead } from './api/mark-message-read';
