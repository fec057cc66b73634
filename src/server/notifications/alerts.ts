/**
 * Alerts to the academy's admins (docs/product.md "Notifications", Academy assistant: Safety): a
 * concern about a child at risk reaches every admin at once, whatever the hour. In the caller's
 * transaction, like every notification: an e-mail queued in the outbox now (no 10-minute wait for
 * the app to be read, no preference to turn it off), and a `safety` notification marked urgent, so
 * the push job sends it through quiet hours on its next minute. Neither carries the family's words:
 * the admin reads them signed in.
 */
import type { Db } from '../db/database';
import type { Trx } from '../db/transaction';
import { composeMail } from '../mail/mail';
import { type OutgoingMail, queueMails } from '../mail/outbox';
import { queueNotifications } from './queue';

export type AdminAlert = {
  /** What the alert is about (a safety flag's id): one alert per admin and source. */
  sourceId: string;
  title: string;
  body: string;
  /** A same-origin path, e.g. the staff page that lists the flags. */
  path: string;
};

/** Queues the alert to every admin; returns how many admins it went to. */
export async function alertAdmins(trx: Db | Trx, appUrl: string, alert: AdminAlert, now: Date = new Date()): Promise<number> {
  const admins = await trx.selectFrom('users').select(['id', 'name', 'email']).where('role', '=', 'admin').execute();
  if (admins.length === 0) return 0;
  await queueNotifications(
    trx,
    admins.map((admin) => ({ familyId: admin.id, kind: 'safety' as const, sourceId: alert.sourceId, title: alert.title, body: alert.body, url: alert.path, isUrgent: true })),
    now,
  );
  // E-mailed here, now: marked so the message e-mail job never sends it again.
  await trx
    .updateTable('notifications')
    .set({ emailed_at: now.toISOString() })
    .where('kind', '=', 'safety')
    .where('source_id', '=', alert.sourceId)
    .execute();
  const mails: OutgoingMail[] = admins.map((admin) => ({
    kind: 'safety-alert',
    to: admin.email,
    subject: `Bravo Academy: ${alert.title}`,
    ...composeMail({
      greeting: `Hi ${admin.name},`,
      paragraphs: [alert.body, 'Please read it in the app and follow up today.'],
      links: [{ label: 'Open the safety flags', url: `${appUrl}${alert.path}` }],
      signOff: 'Bravo Academy. This alert goes to every admin at once, at any hour.',
    }),
  }));
  await queueMails(trx, mails);
  return admins.length;
}
