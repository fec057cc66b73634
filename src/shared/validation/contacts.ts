/**
 * The admin's Families tab (docs/product.md, Admin): contacts, their roles, and messages from the
 * admin to one family or to every family of a search. Messages and toasts as docs/product.md gives them (Messages).
 */
import { z } from 'zod';
import { ROLES, type Role } from './accounts';
import { ZSessionsRemaining } from './sessions';
import { multiLineText, singleLineText } from './text';

export const CONTACTS_PAGE_SIZE = 25;
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;
export const SEARCH_MAX = 100;
/** Bulk sends an admin may make in an hour. */
export const BULK_SENDS_PER_HOUR = 3;

export const CONTACT_MESSAGES = {
  loadFailed: 'Failed to load contacts',
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message',
  bulkSent: (n: number) => `Bulk notification sent to ${n} contacts!`,
  bulkFailed: 'Failed to send bulk notification',
  deleted: (name: string) => `${name} has been deleted successfully`,
  deleteFailed: (name: string, reason: string) => `Failed to delete ${name}: ${reason}`,
  deleteUnexpected: 'An unexpected error occurred while deleting the contact',
  deleteConfirm: 'This action cannot be undone. It permanently deletes the family’s account and removes all associated data.',
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `A subject has at most ${MESSAGE_SUBJECT_MAX} characters.`,
  bodyRequired: 'Enter a message.',
  bodyTooLong: `A message has at most ${MESSAGE_BODY_MAX} characters.`,
  bulkLimit: `You can send at most ${BULK_SENDS_PER_HOUR} bulk messages an hour. Please try again later.`,
  notFound: 'That family no longer exists.',
  cannotDeleteSelf: 'You cannot delete your own account here. Use Settings to delete it.',
  lastAdmin: 'You are the academy’s only admin. Make another admin before giving up the role.',
  noRecipients: 'No families match this search.',
  badCursor: 'This list has changed. Refresh and try again.',
  badRole: 'Choose parent, coach or admin.',
  /** Asked before a role changes (decision 073): whose, and to what; granting admin is worded most strongly. */
  roleConfirmTitle: (name: string, role: Role) =>
    role === 'admin' ? `Make ${name} an admin?` : role === 'coach' ? `Make ${name} a coach?` : `Make ${name} a parent again?`,
  roleConfirm: {
    admin:
      'An admin can do everything: read every family’s details, payments and messages, change anyone’s role (yours too), delete accounts and write to every family. Grant it only to someone you trust with all of that.',
    coach: 'A coach reads and answers family conversations, takes attendance and writes and publishes lessons.',
    parent: 'They lose their staff pages at once and see only their own family.',
  },
  roleConfirmAction: (role: Role) => (role === 'admin' ? 'Make admin' : role === 'coach' ? 'Make coach' : 'Make parent'),
} as const;

const ZUserId = z.string().min(1).max(64);

export const ZContactsQuery = z.object({
  q: singleLineText().max(SEARCH_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONTACTS_PAGE_SIZE),
  /** The last row's joined date and id, joined by `_`. */
  cursor: z.string().max(200).optional(),
});
export type TContactsQuery = z.infer<typeof ZContactsQuery>;

export const ZContact = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: z.enum(ROLES),
  /** First names only (Privacy). */
  athletes: z.array(z.string()),
  membership: z.object({ plan: z.string(), status: z.string() }).nullable(),
  /** Each athlete's sessions remaining in their running membership (first name), counted from the schedule's rows. */
  sessions: z.array(z.object({ athleteName: z.string(), remaining: ZSessionsRemaining, isEnding: z.boolean() })),
  joinedAt: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZContactsPage = z.object({
  contacts: z.array(ZContact),
  nextCursor: z.string().nullable(),
  /** How many families match the search (the recipients of a bulk message); on the first page only, null after. */
  total: z.number().int().nullable(),
});
export type TContactsPage = z.infer<typeof ZContactsPage>;

export const ZContactParams = z.object({ userId: ZUserId });

export const ZSetRoleRequest = z.object({ role: z.enum(ROLES, { error: CONTACT_MESSAGES.badRole }) });
export type TSetRoleRequest = z.infer<typeof ZSetRoleRequest>;

const ZSubject = singleLineText({ error: CONTACT_MESSAGES.subjectRequired })
  .max(MESSAGE_SUBJECT_MAX, { error: CONTACT_MESSAGES.subjectTooLong })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, { error: CONTACT_MESSAGES.subjectRequired }));
const ZBody = multiLineText({ error: CONTACT_MESSAGES.bodyRequired })
  .max(MESSAGE_BODY_MAX, { error: CONTACT_MESSAGES.bodyTooLong })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, { error: CONTACT_MESSAGES.bodyRequired }));

/** One family. The churn radar's nudge sends exactly this. */
export const ZSendMessageRequest = z.object({ userId: ZUserId, subject: ZSubject, body: ZBody });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

/** Every family the search finds (all of them, not only the loaded page). */
export const ZBulkMessageRequest = z.object({ q: singleLineText().max(SEARCH_MAX).optional(), subject: ZSubject, body: ZBody });
export type TBulkMessageRequest = z.input<typeof ZBulkMessageRequest>;

/** The form's own check, the same limits as the server's. */
export const ZMessageForm = z.object({ subject: ZSubject, body: ZBody });
