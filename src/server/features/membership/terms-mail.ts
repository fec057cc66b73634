/**
 * The e-mails of breaks and early withdrawals (issue 17, point 6: pause, resumption, removal),
 * queued in the transaction that made the change, so each goes out once with it and never without.
 */
import type { Transaction } from 'kysely';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import type { AppContext } from '#server/context';
import type { Database } from '#server/db/schema';
import { composeMail } from '#server/mail/mail';
import { findUserContact } from './queries';

export type TermsMailKind = 'membership-paused' | 'membership-resumed' | 'membership-break-reminder' | 'membership-removed';

export async function queueTermsMail(
  ctx: Pick<AppContext, 'mail' | 'config'>,
  trx: Transaction<Database>,
  userId: string,
  mail: { kind: TermsMailKind; subject: string; paragraphs: string[] },
): Promise<void> {
  const user = await findUserContact(trx, userId);
  if (!user) return;
  const { text, html } = composeMail({
    greeting: `Hi ${user.name || 'there'},`,
    paragraphs: [...mail.paragraphs, `Questions about billing? Reply to this e-mail or write to ${ACADEMY.email}.`],
    links: [{ label: 'Your membership and billing', url: `${ctx.config.appUrl}${paths.billing()}` }],
  });
  await ctx.mail.queue(trx, { kind: mail.kind, to: user.email, subject: `${ACADEMY.name}: ${mail.subject}`, text, html });
}
