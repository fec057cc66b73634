/**
 * The staff's digest of what needs attention (issue 39, point 1; decision 081), a job every five
 * minutes on every instance. Each coach and admin with e-mail or push on gets one digest per window
 * (an hour in digest mode, five minutes in "at once" mode) when something arrived since the last
 * one, outside their quiet hours: held back, it goes at the first run after them. The claim is a row
 * keyed by (user, window), inserted in the transaction that queues the e-mail and the push, so two
 * instances running the job send once. Safety flags are not digested: they alert at once
 * (notifications/alerts.ts). A digest names families but carries no family's words or e-mail.
 */
import { sql } from 'kysely';
import { type AttentionSection, isInQuietHours, type TAttention } from '#shared/validation/attention';
import type { Role } from '#shared/validation/accounts';
import { paths } from '#shared/page-paths';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { queueMails } from '#server/mail/outbox';
import { queueNotifications } from '#server/notifications/queue';
import { staffAlertPreferencesOf } from '#server/notifications/staff-alerts';
import { attentionSectionsFor, getAttention } from './attention-service';

export const DIGEST_CRON = '*/5 * * * *';
const INSTANT_WINDOW_MINUTES = 5;

type DigestContext = Pick<AppContext, 'db' | 'config'>;

/** The window a digest belongs to: the UTC hour, or its five-minute slice "at once". */
export function digestWindow(now: Date, mode: 'digest' | 'instant'): string {
  const hour = now.toISOString().slice(0, 13);
  if (mode === 'digest') return hour;
  const slice = Math.floor(now.getUTCMinutes() / INSTANT_WINDOW_MINUTES) * INSTANT_WINDOW_MINUTES;
  return `${hour}:${String(slice).padStart(2, '0')}`;
}

const asIso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The newest arrival of each digested section (safety flags alert on their own). */
async function newestArrivals(db: Db, now: Date): Promise<Partial<Record<AttentionSection, string | null>>> {
  const at = now.toISOString();
  const max = async (query: Promise<{ n: unknown } | undefined>) => asIso((await query)?.n);
  const [threads, applications, failedPayments, grace, departures] = await Promise.all([
    max(db.selectFrom('conversations').select((eb) => eb.fn.max('staff_waiting_since').as('n')).where('staff_waiting_since', 'is not', null).executeTakeFirst()),
    max(db.selectFrom('applications').select((eb) => eb.fn.max('created_at').as('n')).where('status', '=', 'new').executeTakeFirst()),
    max(db.selectFrom('payments').select((eb) => eb.fn.max('created_at').as('n')).where(sql<boolean>`status = 'failed'`).executeTakeFirst()),
    max(db.selectFrom('memberships').select((eb) => eb.fn.max('updated_at').as('n')).where('status', '=', 'past_due').executeTakeFirst()),
    max(db.selectFrom('membership_departures').select((eb) => eb.fn.max('asked_at').as('n')).where('effective_at', '>', at).executeTakeFirst()),
  ]);
  return { threads, applications, failedPayments, grace, departures };
}

function digestMail(appUrl: string, name: string, attention: TAttention) {
  const lines = attention.sections.filter((s) => s.count > 0).map((s) => `${s.label}: ${s.count}${s.items[0] ? ` (first: ${s.items[0].title})` : ''}`);
  return composeMail({
    greeting: `Hi ${name},`,
    paragraphs: [`${attention.total} ${attention.total === 1 ? 'thing needs' : 'things need'} attention at the academy:`, ...lines],
    links: [{ label: 'Open Needs attention', url: `${appUrl}${paths.admin()}` }],
    signOff: 'Bravo Academy. Change how and when you are told in Settings, Staff alerts.',
  });
}

/** One run: returns how many digests were sent. */
export async function runAttentionDigests(ctx: DigestContext, now = new Date()): Promise<number> {
  const staff = await ctx.db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('role', 'in', ['coach', 'admin']).execute();
  if (staff.length === 0) return 0;
  const preferences = await staffAlertPreferencesOf(ctx.db, staff.map((s) => s.id));
  const newest = await newestArrivals(ctx.db, now);
  const byRole = new Map<Role, TAttention>();
  let sent = 0;
  for (const member of staff) {
    const p = preferences.get(member.id)!;
    if (!p.email && !p.push) continue;
    if (isInQuietHours(now, p.quietStart, p.quietEnd)) continue;
    const role = member.role as Role;
    const last = await ctx.db.selectFrom('staff_alert_digests').select((eb) => eb.fn.max('sent_at').as('n')).where('user_id', '=', member.id).executeTakeFirst();
    const lastSent = asIso(last?.n);
    const isNews = attentionSectionsFor(role).some((key) => {
      const arrived = newest[key];
      return arrived && (!lastSent || arrived > lastSent);
    });
    if (!isNews) continue;
    if (!byRole.has(role)) byRole.set(role, await getAttention(ctx.db, role, now, 3));
    const attention = byRole.get(role)!;
    const digested = attention.sections.filter((s) => s.key !== 'safetyCases').reduce((sum, s) => sum + s.count, 0);
    if (digested === 0) continue;
    const window = digestWindow(now, p.mode);
    const claimed = await inTransaction(ctx.db, async (trx) => {
      const claim = await trx
        .insertInto('staff_alert_digests')
        .values({ user_id: member.id, window_key: window, items: digested, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'window_key']).doNothing())
        .returning('user_id')
        .execute();
      if (claim.length === 0) return false;
      if (p.email) await queueMails(trx, [{ kind: 'staff-digest', to: member.email, subject: `Bravo Academy: ${attention.total} need${attention.total === 1 ? 's' : ''} attention`, ...digestMail(ctx.config.appUrl, member.name, attention) }]);
      if (p.push) {
        await queueNotifications(
          trx,
          [{ familyId: member.id, kind: 'attention', sourceId: `digest-${window}`, title: 'Needs attention', body: attention.sections.filter((s) => s.count > 0).map((s) => `${s.label}: ${s.count}`).join(' · '), url: paths.admin() }],
          now,
        );
        // Pushed by the push job; never e-mailed by the message e-mail job.
        await trx.updateTable('notifications').set({ emailed_at: now.toISOString() }).where('family_id', '=', member.id).where('kind', '=', 'attention').where('source_id', '=', `digest-${window}`).execute();
      }
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
