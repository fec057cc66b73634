/**
 * The outbox: every e-mail is first a row, written in the same transaction as the action that
 * causes it, so a message is never lost and never sent for an action that was rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MailKind } from '#shared/family-emails';
import { hasControlCharacters } from '#shared/validation/text';
import type { Database } from '../db/schema';

export type MailLink = { label: string; url: string };

export type OutgoingMail = {
  /** What the message is for (one of the e-mails Settings lists): rate limits and the dev mailbox group by it. */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: MailLink[];
};

type Executor = Kysely<Database> | Transaction<Database>;

/** Thrown when a header field would carry a line break or a control character (header injection). */
export class UnsafeMailHeaderError extends Error {
  constructor(field: string) {
    super(`Refusing to queue an e-mail: its ${field} contains a line break or a control character.`);
    this.name = 'UnsafeMailHeaderError';
  }
}

/**
 * The header fields (recipient, subject) must be single lines: the schemas already refuse such
 * input, and this refuses it again where it would do harm, whatever route it came through.
 */
export function assertSafeHeaders(mail: Pick<OutgoingMail, 'to' | 'subject'>): void {
  if (hasControlCharacters(mail.to, { isSingleLine: true })) throw new UnsafeMailHeaderError('recipient');
  if (hasControlCharacters(mail.subject, { isSingleLine: true })) throw new UnsafeMailHeaderError('subject');
}

export async function queueMail(db: Executor, mail: OutgoingMail): Promise<string> {
  assertSafeHeaders(mail);
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      links: JSON.stringify(mail.links ?? []),
    })
    .execute();
  return id;
}

/**
 * Many messages at once (a bulk message to every family), a few hundred rows per insert, inside the
 * caller's transaction: all are queued or, if any is refused, none.
 */
export async function queueMails(db: Executor, mails: OutgoingMail[]): Promise<void> {
  for (const mail of mails) assertSafeHeaders(mail);
  const CHUNK = 500;
  for (let i = 0; i < mails.length; i += CHUNK) {
    await db
      .insertInto('outbox')
      .values(
        mails.slice(i, i + CHUNK).map((mail) => ({
          id: randomUUID(),
          kind: mail.kind,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          links: JSON.stringify(mail.links ?? []),
        })),
      )
      .execute();
  }
}

/** When the last message of this kind was queued for this address, to space out resends. */
export async function lastQueuedAt(db: Executor, to: string, kind: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export type MailboxEntry = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: MailLink[];
  status: string;
  createdAt: string;
};

export async function listMailbox(db: Executor, limit = 50): Promise<MailboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'links', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    links: JSON.parse(r.links) as MailLink[],
    status: r.status,
    createdAt: r.created_at,
  }));
}

/** Delivered or abandoned messages are kept this long (for support questions), then deleted. */
export const OUTBOX_RETENTION_DAYS = 30;

/** Deletes sent and failed messages older than the retention period; queued ones wait for delivery. */
export async function pruneOutbox(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db
    .deleteFrom('outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
