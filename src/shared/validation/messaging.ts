/** Messages from the academy's staff to a family, as the family reads them (docs/product.md, Messages from the academy). */
import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  CONVERSATION_TYPES,
  AUTHOR_ROLES,
  INBOX_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  THREAD_PAGE_SIZE,
} from '../messaging';
import { multiLineText, singleLineText } from './text';

export const ZFamilyMessage = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TFamilyMessage = z.infer<typeof ZFamilyMessage>;

export const ZFamilyMessagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** The last id of the previous page (ids are time-ordered). */
  cursor: z.string().max(64).optional(),
});
export type TFamilyMessagesQuery = z.infer<typeof ZFamilyMessagesQuery>;

export const ZFamilyMessagesPage = z.object({
  messages: z.array(ZFamilyMessage),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TFamilyMessagesPage = z.infer<typeof ZFamilyMessagesPage>;

export const ZMessageParams = z.object({ id: z.string().min(1).max(64) });

// --- Conversations (issue 15; docs/product.md, Messages) ---

/**
 * A message's text: no control characters, trimmed, not blank, at most MESSAGE_MAX_LENGTH. The
 * page's send button and the server apply the same rule (blank or oversized: refused, nothing stored).
 */
export const ZMessageBody = multiLineText({ error: MESSAGING_MESSAGES.bodyRequired })
  .max(MESSAGE_MAX_LENGTH * 10, { error: MESSAGING_MESSAGES.bodyTooLong })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGING_MESSAGES.bodyRequired })
      .max(MESSAGE_MAX_LENGTH, { error: MESSAGING_MESSAGES.bodyTooLong }),
  );

/** The spec's Conversation entity (docs/product.md, Conversations). */
export const ZConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationList = z.object({
  conversations: z.array(ZConversationSummary),
  /** Every unread message and training update: the navigation's badge. */
  totalUnread: z.number().int(),
});
export type TConversationList = z.infer<typeof ZConversationList>;

export const ZConversationParams = z.object({ id: z.string().min(1).max(64) });

export const ZThreadQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(THREAD_PAGE_SIZE),
  /** The oldest id of the page before (ids are time-ordered): the next page is older. */
  cursor: z.string().max(64).optional(),
});
export type TThreadQuery = z.infer<typeof ZThreadQuery>;

export const ZThreadMessage = z.object({
  id: z.string(),
  authorRole: z.enum(AUTHOR_ROLES),
  authorName: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  isUrgent: z.boolean(),
  createdAt: z.string(),
});
export type TThreadMessage = z.infer<typeof ZThreadMessage>;

export const ZThreadPage = z.object({
  conversation: z.object({ id: z.string(), kind: z.enum(CONVERSATION_KINDS), title: z.string() }),
  /** Newest first. */
  messages: z.array(ZThreadMessage),
  nextCursor: z.string().nullable(),
  /** The newest message the family has read (its read marker), or null. */
  lastReadId: z.string().nullable(),
});
export type TThreadPage = z.infer<typeof ZThreadPage>;

export const ZPostMessageRequest = z.object({ body: ZMessageBody });
export type TPostMessageRequest = z.input<typeof ZPostMessageRequest>;

export const ZReadResponse = z.object({ unreadCount: z.number().int(), totalUnread: z.number().int() });

export const ZTrainingUpdate = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  createdAt: z.string(),
  isUnread: z.boolean(),
});
export const ZTrainingUpdates = z.object({ updates: z.array(ZTrainingUpdate), unreadCount: z.number().int() });
export type TTrainingUpdates = z.infer<typeof ZTrainingUpdates>;

// --- Staff side: the inbox and the contacts (coaches and admins) ---

/** What staff see of a family beside a thread: no e-mail, athletes' first names and birth years only. */
export const ZFamilySummary = z.object({
  userId: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  athletes: z.array(z.object({ firstName: z.string(), birthYear: z.number().int() })),
  /** The membership's plan and status ("Core · active"), or null without one. */
  plan: z.string().nullable(),
});
export type TFamilySummary = z.infer<typeof ZFamilySummary>;

export const ZInboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const ZInboxThread = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  title: z.string(),
  family: ZFamilySummary,
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  /** The oldest family message not answered yet; null when staff answered last. */
  waitingSince: z.string().nullable(),
});
export type TInboxThread = z.infer<typeof ZInboxThread>;

export const ZInboxPage = z.object({ threads: z.array(ZInboxThread), nextCursor: z.string().nullable() });
export type TInboxPage = z.infer<typeof ZInboxPage>;

export const ZStaffThreadMessage = ZThreadMessage.extend({ hiddenAt: z.string().nullable(), hiddenBy: z.string().nullable() });
export type TStaffThreadMessage = z.infer<typeof ZStaffThreadMessage>;

export const ZStaffThreadPage = z.object({
  conversation: z.object({ id: z.string(), kind: z.enum(CONVERSATION_KINDS), title: z.string(), waitingSince: z.string().nullable() }),
  family: ZFamilySummary,
  messages: z.array(ZStaffThreadMessage),
  nextCursor: z.string().nullable(),
});
export type TStaffThreadPage = z.infer<typeof ZStaffThreadPage>;

export const ZStaffReplyRequest = z.object({ body: ZMessageBody, isUrgent: z.boolean().default(false) });
export type TStaffReplyRequest = z.input<typeof ZStaffReplyRequest>;

export const ZStaffFamiliesQuery = z.object({
  q: singleLineText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TStaffFamiliesQuery = z.infer<typeof ZStaffFamiliesQuery>;

export const ZStaffFamiliesPage = z.object({
  families: z.array(ZFamilySummary),
  nextCursor: z.string().nullable(),
  /** How many families the search finds (the mass message's recipients); first page only. */
  total: z.number().int().nullable(),
});
export type TStaffFamiliesPage = z.infer<typeof ZStaffFamiliesPage>;

export const ZFamilyParams = z.object({ userId: z.string().min(1).max(64) });

export const ZMassMessageRequest = z.object({ q: singleLineText().max(100).optional(), body: ZMessageBody, isUrgent: z.boolean().default(false) });
export type TMassMessageRequest = z.input<typeof ZMassMessageRequest>;
