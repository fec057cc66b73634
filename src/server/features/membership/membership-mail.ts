/**
 * A membership's e-mails (issue 17, point 6: cancellation, resumption, breaks, renewals, failed
 * payments, plan changes), queued in the transaction that made the change, so each goes out once
 * with it and never without it. Each ends with the way back to Manage Billing, where the family acts.
 */
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import type { AppContext } from '#server/context';
import type { Trx } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { findUserContact } from './queries';

export type MembershipMailKind =
  | 'membership-canceled'
  | 'membership-resumed'
  | 'payment-failed'
  | 'payment-refunded'
  | 'billing-credited'
  | 'membership-paused'
  | 'membership-break-reminder'
  | 'membership-removed'
  | 'membership-renewal-reminder'
  | 'membership-expired'
  | 'membership-plan-changed'
  | 'membership-plan-change-scheduled';

export type MembershipMail = { kind: MembershipMailKind; subject: string; paragraphs: string[]; linkLabel?: string };

export async function queueMembershipMail(ctx: Pick<AppContext, 'mail' | 'config'>, trx: Trx, userId: string, mail: MembershipMail): Promise<void> {
  const user = await findUserContact(trx, userId);
  if (!user) return;
  const { text, html } = composeMail({
    greeting: `Hi ${user.name || 'there'},`,
    paragraphs: [...mail.paragraphs, `Questions about billing? Reply to this e-mail or write to ${ACADEMY.email}.`],
    links: [{ label: mail.linkLabel ?? 'Your membership and billing', url: `${ctx.config.appUrl}${paths.billing()}` }],
  });
  await ctx.mail.queue(trx, { kind: mail.kind, to: user.email, subject: `${ACADEMY.name}: ${mail.subject}`, text, html });
}
