/**
 * Conversations between a family and the academy (docs/product.md, Messages): the rules and the
 * words both sides use. A thread belongs to the family's account, the parent: athletes have no
 * login, so every message from staff reaches a guardian (docs/product.md, Conversations).
 */

/** The longest message a family or staff member may write in a thread (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a thread, newest page first. */
export const THREAD_PAGE_SIZE = 50;
/** Threads per page of the staff inbox, and families per page of the staff contacts. */
export const INBOX_PAGE_SIZE = 25;
/** Mass messages a staff member may send in an hour (the same limit as the admin's bulk send). */
export const MASS_MESSAGES_PER_HOUR = 3;
/** Messages a family may post in a minute: a person types slower; a script is stopped. */
export const FAMILY_MESSAGES_PER_MINUTE = 20;

export const CONVERSATION_KINDS = ['support', 'coach'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** The spec's Conversation entity's types (docs/product.md, Conversations); `ai` is the assistant's entry. */
export const CONVERSATION_TYPES = ['ai', 'support', 'coach', 'announcement'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const CONVERSATION_TITLES = {
  ai: 'AI Assistant',
  support: 'Academy Support',
  coach: 'Coach',
  announcement: 'Training Updates',
} as const satisfies Record<ConversationType, string>;

/** The Training Updates entry's id in the list (announcements are not stored as a thread). */
export const TRAINING_UPDATES_ID = 'training-updates';

export const AUTHOR_ROLES = ['family', 'staff', 'system'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

/** Messages as docs/product.md gives them (Messages). */
export const MESSAGING_MESSAGES = {
  sent: 'Message Sent',
  massSent: 'Mass Message Sent',
  sendFailed: 'Failed to send message',
  massSendFailed: 'Failed to send mass message',
  bodyRequired: 'Enter a message.',
  bodyTooLong: `A message has at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  notFound: 'That conversation was not found.',
  messageNotFound: 'That message was not found.',
  familyNotFound: 'That family was not found.',
  noRecipients: 'No families match this search.',
  massLimit: `You can send at most ${MASS_MESSAGES_PER_HOUR} mass messages an hour. Please try again later.`,
  staffOnly: 'Only coaches and admins can open the contacts.',
  adminOnly: 'Only an admin can hide a message.',
  signedOut: 'Please sign in to continue.',
  badCursor: 'This list has changed. Refresh and try again.',
} as const;

/** The text of a message as stored: trimmed; null when nothing is left (a blank message is refused). */
export function normaliseMessageBody(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** Whether a message may be sent as typed: the send button's rule, the same as the server's. */
export function canSendMessage(text: string): boolean {
  const body = normaliseMessageBody(text);
  return body !== null && body.length <= MESSAGE_MAX_LENGTH;
}
