/**
 * The notifications' two jobs (docs/product.md "Notifications"), each run every minute on every
 * instance. Each takes its rows with one conditional update (`set emailed_at = now where emailed_at
 * is null ...`): of two instances running at once, the second finds the rows taken (PostgreSQL
 * re-checks the condition after the first commits; SQLite runs the writes one after the other), so
 * every row is e-mailed or pushed once. A taken row is settled whatever happens next: a family that
 * chose no e-mail or has no browser opted in is simply not sent anything for it.
 *
 * - E-mail: a staff message still unread EMAIL_DELAY_MINUTES after it arrived, through the outbox
 *   in the same transaction as the claim (so claimed means queued). Never a token: a plain link.
 * - Push: every new message or announcement, to each opted-in browser of the family, after the
 *   claim has committed (the network is not waited on inside a transaction). A push service's
 *   404 or 410 means the browser unsubscribed: that subscription is deleted. A notification
 *   cancelled with its source (a message staff hid) is gone: not claimed, and not pushed if it goes
 *   between the claim and the send.
 * Quiet hours (20:00-08:00 academy time) hold both unless staff marked the message urgent.
 */
import { sql } from 'kysely';
import { ACADEMY } from '#shared/academy';
import { type Locale, toLocale } from '#shared/i18n/locale';
import { m } from '#shared/i18n/paraglide/messages';
import { EMAIL_DELAY_MS, isQuietHour, PUSH_MAX_AGE_MS } from '#shared/notifications';
import { paths } from '#shared/page-paths';
import type { AppContext } from '../context';
import { isPostgres } from '../db/database';
import { inTransaction } from '../db/transaction';
import { composeMail } from '../mail/mail';
import { type OutgoingMail, queueMails } from '../mail/outbox';
import type { NotificationKind } from './queue';
import { createWebPushSender, type PushSender, vapidOf } from './push';

type JobContext = Pick<AppContext, 'db' | 'config' | 'log'>;

const BATCH = 200;
/** Pushes in flight at once: enough to keep up, few enough not to flood a push service. */
const PUSH_CONCURRENCY = 8;

type Claimed = { id: string; family_id: string; kind: NotificationKind; source_id: string; title: string; body: string; url: string; is_urgent: number };

/** E-mails the unread staff messages that are due; returns how many e-mails were queued. */
export async function runNotificationEmails(ctx: JobContext, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const dueBefore = new Date(now.getTime() - EMAIL_DELAY_MS).toISOString();
  const onlyUrgent = isQuietHour(now);
  let queued = 0;
  for (;;) {
    const { claimed, mails } = await inTransaction(ctx.db, async (trx) => {
      // The claim is the transaction's first statement, a write (see runAnnouncementSchedule).
      const claimed: Claimed[] = await trx
        .updateTable('notifications')
        .set({ emailed_at: at })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('notifications')
            .select('id')
            // Word for word the partial index's predicate (migration 0023).
            .where(sql<boolean>`kind = 'message' and emailed_at is null and read_at is null`)
            .where('created_at', '<=', dueBefore)
            .$if(onlyUrgent, (qb) => qb.where('is_urgent', '=', 1))
            .orderBy('created_at')
            .limit(BATCH),
        )
        .where('emailed_at', 'is', null)
        .where('read_at', 'is', null)
        .returning(['id', 'family_id', 'kind', 'source_id', 'title', 'body', 'url', 'is_urgent'])
        .execute();
      if (claimed.length === 0) return { claimed, mails: 0 };
      const familyIds = [...new Set(claimed.map((c) => c.family_id))];
      const families = await trx
        .selectFrom('users')
        .leftJoin('notification_preferences as p', 'p.user_id', 'users.id')
        .select(['users.id', 'users.email', 'users.name', 'users.locale', 'users.email_verified', 'p.email as wants_email'])
        .where('users.id', 'in', familyIds)
        .execute();
      const verified = isPostgres(ctx.db) ? true : 1;
      const outgoing: OutgoingMail[] = [];
      for (const family of families) {
        // No preference row means the default: e-mail on. An unconfirmed address is never written to.
        if (family.wants_email === 0 || family.email_verified !== verified) continue;
        outgoing.push(messageMail(ctx, family, claimed.filter((c) => c.family_id === family.id)));
      }
      await queueMails(trx, outgoing);
      return { claimed, mails: outgoing.length };
    });
    queued += mails;
    if (claimed.length < BATCH) return queued;
  }
}

/** One e-mail per family per run, however many messages wait: a nudge, not a copy of the thread. */
function messageMail(ctx: JobContext, family: { email: string; name: string; locale: string }, items: Claimed[]): OutgoingMail {
  const count = items.length;
  const locale: Locale = toLocale(family.locale);
  const academy = ACADEMY.name;
  const subject = count === 1 ? m.email_message_subject({ academy, title: items[0]!.title }, { locale }) : m.email_messages_subject({ academy, count }, { locale });
  const paragraphs = [
    m.email_messages_intro({ count }, { locale }),
    ...items.slice(0, 5).map((item) => m.email_messages_item({ title: item.title, body: item.body }, { locale })),
    m.email_messages_reply({}, { locale }),
  ];
  return {
    kind: 'message-notification',
    to: family.email,
    // The title (a subject, or "New message from {sender}") is one line (queue.ts previews it); the outbox checks again.
    subject,
    ...composeMail({
      greeting: m.email_hi_name({ name: family.name }, { locale }),
      paragraphs,
      links: [{ label: m.email_messages_link({}, { locale }), url: `${ctx.config.appUrl}${paths.messages()}` }],
      signOff: m.email_messages_sign_off({ academy }, { locale }),
    }),
  };
}

export type PushRunResult = { pushed: number; removed: number; failed: number };

/** Pushes the new notifications that are due to the families' opted-in browsers. */
export async function runPushNotifications(ctx: JobContext, now = new Date(), sender?: PushSender): Promise<PushRunResult> {
  const send = sender ?? createWebPushSender(vapidOf(ctx.config));
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - PUSH_MAX_AGE_MS).toISOString();
  const onlyUrgent = isQuietHour(now);
  const result: PushRunResult = { pushed: 0, removed: 0, failed: 0 };

  // After an outage, day-old news is settled unsent rather than pushed in a burst.
  await ctx.db
    .updateTable('notifications')
    .set({ pushed_at: at })
    .where(sql<boolean>`pushed_at is null and read_at is null`)
    .where('created_at', '<=', staleBefore)
    .execute();

  for (;;) {
    const claimed: Claimed[] = await inTransaction(ctx.db, (trx) =>
      trx
        .updateTable('notifications')
        .set({ pushed_at: at })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('notifications')
            .select('id')
            .where(sql<boolean>`pushed_at is null and read_at is null`)
            .where('created_at', '<=', at)
            .$if(onlyUrgent, (qb) => qb.where('is_urgent', '=', 1))
            .orderBy('created_at')
            .limit(BATCH),
        )
        .where('pushed_at', 'is', null)
        .where('read_at', 'is', null)
        .returning(['id', 'family_id', 'kind', 'source_id', 'title', 'body', 'url', 'is_urgent'])
        .execute(),
    );
    if (claimed.length > 0) await pushClaimed(ctx, claimed, send, result);
    if (claimed.length < BATCH) return result;
  }
}

async function isStillQueued(ctx: JobContext, id: string): Promise<boolean> {
  return (await ctx.db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

async function pushClaimed(ctx: JobContext, claimed: Claimed[], send: PushSender, result: PushRunResult): Promise<void> {
  const familyIds = [...new Set(claimed.map((c) => c.family_id))];
  const subscriptions = await ctx.db
    .selectFrom('push_subscriptions as s')
    .innerJoin('notification_preferences as p', 'p.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 's.endpoint', 's.p256dh', 's.auth'])
    .where('p.push', '=', 1)
    .where('s.user_id', 'in', familyIds)
    .execute();
  const deliveries = claimed.flatMap((item) => subscriptions.filter((s) => s.user_id === item.family_id).map((s) => ({ item, s })));
  const gone = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const { item, s } = deliveries[next++]!;
      if (gone.has(s.id)) continue;
      // Checked again at send time: a notification cancelled since the claim (staff hid the message
      // while earlier pushes were on the wire) is not pushed.
      if (!(await isStillQueued(ctx, item.id))) continue;
      const payload = { title: item.title, body: item.body, url: item.url, tag: `${item.kind}-${item.source_id}` };
      try {
        const { statusCode } = await send(s, payload, { isUrgent: item.is_urgent === 1 });
        if (statusCode === 404 || statusCode === 410) gone.add(s.id);
        else if (statusCode >= 200 && statusCode < 300) result.pushed += 1;
        else {
          result.failed += 1;
          // The status only: the endpoint is the browser's secret address and stays out of logs.
          ctx.log.warn({ statusCode, subscription: s.id }, 'push not accepted');
        }
      } catch (error) {
        result.failed += 1;
        ctx.log.warn({ subscription: s.id, reason: error instanceof Error ? error.name : 'unknown' }, 'push failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, deliveries.length) }, worker));
  if (gone.size > 0) {
    const removed = await ctx.db.deleteFrom('push_subscriptions').where('id', 'in', [...gone]).executeTakeFirst();
    result.removed += Number(removed.numDeletedRows);
  }
}
