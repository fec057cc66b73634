/**
 * The outbox: every e-mail is first a row, written in the same transaction as the action that
 * causes it, so a message is never lost and never sent for an action that was rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type MailLink = { label: string; url: string };

export type OutgoingMail = {
  /** What the message is for: rate limits and the dev mailbox group by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: MailLink[];
};

type Executor = Kysely<Database> | Transaction<Database>;

export async function queueMail(db: Executor, mail: OutgoingMail): Promise<string> {
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
