/**
 * Messages from the academy's staff to families (issue 14, part 4). A message always goes to the
 * family's account, the parent, never to a child (ARCHITECTURE.md, Messaging): stored for the app
 * and e-mailed through the outbox, in the caller's transaction, so every message and its e-mail
 * are written together or not at all.
 */
import { AppError } from '#shared/errors';
import type { TFamilyMessage, TFamilyMessagesPage, TFamilyMessagesQuery } from '#shared/validation/messaging';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import type { Trx } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { queueMails } from '#server/mail/outbox';
import { countUnread, insertStaffMessages, listFamilyMessages, markRead } from './queries';

export const MESSAGE_NOT_FOUND = 'Not found';

export type Recipient = { id: string; email: string; name: string };
export type StaffSender = { id: string; name: string };

/** Writes one message per family and queues its e-mail; returns the ids, in the recipients' order. */
export async function sendStaffMessages(
  trx: Trx,
  sender: StaffSender,
  recipients: Recipient[],
  message: { subject: string; body: string },
  appUrl: string,
  now = new Date(),
): Promise<string[]> {
  const createdAt = now.toISOString();
  const ids = recipients.map(() => timeOrderedId(now.getTime()));
  await insertStaffMessages(
    trx,
    recipients.map((r, i) => ({
      id: ids[i]!,
      sender_id: sender.id,
      sender_name: sender.name,
      family_id: r.id,
      subject: message.subject,
      body: message.body,
      created_at: createdAt,
    })),
  );
  const mail = composeMail({
    paragraphs: [message.body, 'You can also read this message on your dashboard in the app.'],
    links: [{ label: 'Open the dashboard', url: `${appUrl}/dashboard` }],
  });
  await queueMails(
    trx,
    recipients.map((r) => ({
      kind: 'staff-message',
      to: r.email,
      subject: message.subject,
      text: `${r.name ? `Hello ${r.name},\n\n` : ''}${mail.text}`,
      html: mail.html,
    })),
  );
  return ids;
}

function toMessage(row: { id: string; subject: string; body: string; sender_name: string; created_at: string; read_at: string | null }): TFamilyMessage {
  return { id: row.id, subject: row.subject, body: row.body, senderName: row.sender_name, createdAt: row.created_at, readAt: row.read_at };
}

/** The family's own messages, newest first, with how many are unread. */
export async function getFamilyMessages(db: Db, familyId: string, page: TFamilyMessagesQuery): Promise<TFamilyMessagesPage> {
  const [rows, unreadCount] = await Promise.all([listFamilyMessages(db, familyId, page.limit, page.cursor), countUnread(db, familyId)]);
  const shown = rows.slice(0, page.limit);
  return { messages: shown.map(toMessage), unreadCount, nextCursor: rows.length > page.limit ? shown.at(-1)!.id : null };
}

/** Another family's message answers 404, exactly like one that does not exist (Privacy). */
export async function markMessageRead(db: Db, familyId: string, id: string, now = new Date()): Promise<TFamilyMessage> {
  const row = await markRead(db, familyId, id, now.toISOString());
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
  return toMessage(row);
}

// --- Admin analytics (issue 14): read-only counts, see analytics.ts ---
export { countStaffMessages } from './analytics';
