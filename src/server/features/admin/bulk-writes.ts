/**
 * The admin's long writes, run by the write worker (db/write-worker.ts) on SQLite and in process on
 * PostgreSQL: each task is one transaction, all of it or nothing.
 */
import { AppError } from '#shared/errors';
import { CONTACT_MESSAGES } from '#shared/validation/contacts';
import { recordAudit } from '#server/audit/audit';
import type { Trx } from '#server/db/transaction';
import { sendStaffMessages } from '../messaging/service';
import { listRecipientIds } from './contacts-queries';

export type BulkMessageInput = {
  actor: { id: string; email: string };
  sender: { id: string; name: string };
  q?: string | undefined;
  subject: string;
  body: string;
  appUrl: string;
};

/** Families written to per statement batch: fewer, larger inserts, each well under SQLite's variable limit. */
const SLICE = 500;

export const bulkWriteTasks = {
  /** Every family the search finds: a message in the app and its e-mail each, and one audit row. */
  async bulkMessage(trx: Trx, input: BulkMessageInput): Promise<{ sent: number }> {
    const recipients = (await listRecipientIds(trx, input.q)).map((id) => ({ id }));
    if (!recipients.length) throw new AppError('VALIDATION', CONTACT_MESSAGES.noRecipients);
    for (let start = 0; start < recipients.length; start += SLICE) {
      await sendStaffMessages(trx, input.sender, recipients.slice(start, start + SLICE), input, input.appUrl);
    }
    await recordAudit(trx, {
      actor: input.actor,
      action: 'message.bulk-sent',
      target: { type: 'families' },
      summary: `Sent “${input.subject}” to ${recipients.length} families${input.q?.trim() ? ` matching “${input.q.trim()}”` : ''}`,
      details: { q: input.q ?? '', count: recipients.length },
    });
    return { sent: recipients.length };
  },
};

export type BulkWriteTasks = typeof bulkWriteTasks;
