/**
 * The renewal job's e-mails (issue 17, points 3 and 6; decision 044): the reminder before an annual
 * renewal, the failed payment with a link to fix the card, and the expiry after the grace period.
 * Each is queued in the transaction that claims it (membership_renewal_notices), so it goes out
 * once per period, and the link leads to Manage Billing, where the family replaces the card.
 */
import type { Transaction } from 'kysely';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import type { AppContext } from '#server/context';
import type { Database } from '#server/db/schema';
import { composeMail } from '#server/mail/mail';
import { findUserContact } from './queries';

export type RenewalMailKind = 'membership-renewal-reminder' | 'payment-failed' | 'membership-expired';

export async function queueRenewalMail(
  ctx: Pick<AppContext, 'mail' | 'config'>,
  trx: Transaction<Database>,
  userId: string,
  mail: { kind: RenewalMailKind; subject: string; paragraphs: string[]; linkLabel: string },
): Promise<void> {
  const user = await findUserContact(trx, userId);
  if (!user) return;
  const { text, html } = composeMail({
    greeting: `Hi ${user.name || 'there'},`,
    paragraphs: [...mail.paragraphs, `Questions about billing? Reply to this e-mail or write to ${ACADEMY.email}.`],
    links: [{ label: mail.linkLabel, url: `${ctx.config.appUrl}${paths.billing()}` }],
  });
  await ctx.mail.queue(trx, { kind: mail.kind, to: user.email, subject: `${ACADEMY.name}: ${mail.subject}`, text, html });
}
