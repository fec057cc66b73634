/**
 * Entries about a deleted account keep no name or e-mail (issue 39, point 6; decision 080). In the
 * deletion's transaction, every entry whose subject or actor is that account is rewritten: the e-mail
 * and names become a pseudonym ("family-" and 12 hex digits of an HMAC of the account id with the
 * server's secret), the same on every entry, so they stay linkable and nobody can recompute it
 * without the secret. Entries about the account get a summary from a template, as free text (a
 * subject line, a message preview) could name the family in ways a search would miss.
 */
import { createHmac } from 'node:crypto';
import type { AuditAction } from '#shared/validation/audit';
import type { Trx } from '#server/db/transaction';

export function auditPseudonym(secret: string, userId: string): string {
  return `family-${createHmac('sha256', secret).update(`audit:${userId}`).digest('hex').slice(0, 12)}`;
}

/** What an entry about a deleted account says, by action; `{p}` is the pseudonym. */
const ABOUT: Partial<Record<AuditAction, string>> = {
  'role.first-admin': 'Became the first admin: {p}',
  'role.granted': 'Granted a role to {p}',
  'role.revoked': 'Took a role from {p}',
  'family.deleted': 'Deleted the family {p}',
  'message.sent': 'Sent a message to {p}',
  'message.hidden': 'Hid a message in the thread of {p}',
  'departure.win-back': 'Sent a win-back to {p}',
  'store.fulfilled': 'Handed over an order of {p}',
};

/** The details an entry about a deleted account keeps: roles before and after, nothing typed by a person. */
function keptDetails(action: string, details: string): string {
  if (!action.startsWith('role.')) return '{}';
  try {
    const parsed = JSON.parse(details) as { before?: unknown; after?: unknown };
    return JSON.stringify({ before: parsed.before, after: parsed.after });
  } catch {
    return '{}';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each of the names and the e-mail wherever it appears as a whole word, any case. */
function scrub(text: string, words: string[], pseudonym: string): string {
  return words.reduce((out, word) => out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'), pseudonym), text);
}

export async function forgetAuditSubject(
  trx: Trx,
  account: { userId: string; email: string; names: string[] },
  secret: string,
): Promise<void> {
  const pseudonym = auditPseudonym(secret, account.userId);
  const words = [account.email, ...account.names.map((n) => n.trim()).filter((n) => n.length >= 2)].sort((a, b) => b.length - a.length);
  const about = await trx.selectFrom('audit_log').select(['id', 'action', 'target_type', 'target_id', 'actor_id', 'summary', 'details']).where('subject_user_id', '=', account.userId).execute();
  for (const row of about) {
    const template = ABOUT[row.action as AuditAction];
    await trx
      .updateTable('audit_log')
      .set({
        subject_user_id: pseudonym,
        target_id: row.target_type === 'user' && row.target_id === account.userId ? pseudonym : row.target_id,
        summary: template ? template.replace('{p}', pseudonym) : `${row.action}: ${pseudonym}`,
        details: keptDetails(row.action, row.details),
        ...(row.actor_id === account.userId ? { actor_email: pseudonym } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
  // The account's own actions (a coach or admin deleted): the actor becomes the pseudonym; what
  // they did to others stays as written, with their own names and e-mail taken out.
  const acted = await trx.selectFrom('audit_log').select(['id', 'summary', 'details']).where('actor_id', '=', account.userId).execute();
  for (const row of acted) {
    await trx
      .updateTable('audit_log')
      .set({ actor_email: pseudonym, summary: scrub(row.summary, words, pseudonym), details: scrub(row.details, words, pseudonym) })
      .where('id', '=', row.id)
      .execute();
  }
}
