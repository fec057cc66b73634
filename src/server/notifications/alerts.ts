/**
 * Alerts to the academy's admins (docs/product.md "Notifications", Academy assistant: Safety): a
 * concern about a child at risk reaches every admin at once, whatever the hour. In the caller's
 * transaction, like every notification: an e-mail queued in the outbox now (no 10-minute wait for
 * the app to be read, no digest, no quiet hours), and a `safety` notification marked urgent, so the
 * push job sends it through quiet hours on its next minute. Each admin's alert channels hold
 * (staff-alerts.ts, decision 081): e-mail off means no e-mail; push off means the notification is
 * settled unpushed (still listed in the app). Neither carries the family's words: the admin reads
 * them signed in. One alert per admin and source: the notification's unique key, and the one
 * transaction that stores the flag (a retried request or a second instance finds it there).
 */
import type { Db } from '../db/database';
import type { Trx } from '../db/transaction';
import { composeMail } from '../mail/mail';
import { type OutgoingMail, queueMails } from '../mail/outbox';
import { queueNotifications } from './queue';
import { staffAlertPreferencesOf } from './staff-alerts';

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
  const preferences = await staffAlertPreferencesOf(trx, admins.map((a) => a.id));
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
  const noPush = admins.filter((a) => !preferences.get(a.id)?.push).map((a) => a.id);
  if (noPush.length > 0) {
    await trx
      .updateTable('notifications')
      .set({ pushed_at: now.toISOString() })
      .where('kind', '=', 'safety')
      .where('source_id', '=', alert.sourceId)
      .where('family_id', 'in', noPush)
      .execute();
  }
  const mails: OutgoingMail[] = admins.filter((a) => preferences.get(a.id)?.email).map((admin) => ({
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
