/**
 * Queueing notifications (docs/product.md "Notifications"). A feature that tells a family
 * something (a staff message, an announcement) calls queueNotifications in the same transaction as
 * the write, so a notification exists exactly when its source does. The jobs in ./jobs.ts then
 * e-mail and push the rows; reading the source in the app marks them read, which stops the e-mail.
 *
 * A core module like mail/: features import it; it imports no feature.
 */
import type { Db } from '../db/database';
import { timeOrderedId } from '../db/ids';
import type { Trx } from '../db/transaction';

export type NotificationKind = 'message' | 'announcement' | 'safety' | 'session' | 'session-reminder' | 'attention' | 'streak' | 'evaluation';

export type NotificationItem = {
  familyId: string;
  kind: NotificationKind;
  /** The id of the message or announcement; one notification per family and source. */
  sourceId: string;
  title: string;
  body: string;
  /** A same-origin path the notification opens (e.g. /messages); never carries a token. */
  url: string;
  /** Staff marked it urgent: it goes through quiet hours. */
  isUrgent?: boolean;
};

/** How much of a message a notification carries: a preview, the rest is in the app. */
export const PREVIEW_LENGTH = 140;
const TITLE_LENGTH = 120;
const CHUNK = 200;

/** The first characters of a text on one line: notifications and e-mail subjects are previews. */
export function preview(text: string, max = PREVIEW_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  return `${line.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Only same-origin paths: a notification is shown by the service worker and linked from e-mail,
 * so an absolute or protocol-relative URL here would send a parent off the academy's site.
 */
function safePath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

/**
 * Inserts one notification per item, inside the caller's transaction. A second call for the same
 * family, kind and source does nothing (a retried request, a schedule job on two instances).
 */
export async function queueNotifications(trx: Db | Trx, items: NotificationItem[], now: Date = new Date()): Promise<void> {
  if (items.length === 0) return;
  const createdAt = now.toISOString();
  for (let i = 0; i < items.length; i += CHUNK) {
    await trx
      .insertInto('notifications')
      .values(
        items.slice(i, i + CHUNK).map((item) => ({
          id: timeOrderedId(now.getTime()),
          family_id: item.familyId,
          kind: item.kind,
          source_id: item.sourceId,
          title: preview(item.title, TITLE_LENGTH),
          body: preview(item.body),
          url: safePath(item.url),
          is_urgent: item.isUrgent ? 1 : 0,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(['family_id', 'kind', 'source_id']).doNothing())
      .execute();
  }
}

/**
 * The family has seen these sources in the app: their notifications are read, so an e-mail still
 * waiting for its 10 minutes is not sent. Already-read rows keep their first read time.
 */
export async function markNotificationsRead(
  db: Db | Trx,
  familyId: string,
  kind: NotificationKind,
  sourceIds: string[],
  now: Date = new Date(),
): Promise<void> {
  if (sourceIds.length === 0) return;
  const readAt = now.toISOString();
  for (let i = 0; i < sourceIds.length; i += CHUNK) {
    await db
      .updateTable('notifications')
      .set({ read_at: readAt })
      .where('family_id', '=', familyId)
      .where('kind', '=', kind)
      .where('source_id', 'in', sourceIds.slice(i, i + CHUNK))
      .where('read_at', 'is', null)
      .execute();
  }
}

/**
 * The sources were withdrawn (staff hid a message): their notifications go, so whatever is not yet
 * e-mailed or pushed never is (the push job checks again just before it sends). Inside the
 * caller's transaction, with the withdrawal.
 */
export async function cancelNotifications(trx: Db | Trx, kind: NotificationKind, sourceIds: string[]): Promise<number> {
  let cancelled = 0;
  for (let i = 0; i < sourceIds.length; i += CHUNK) {
    const result = await trx.deleteFrom('notifications').where('kind', '=', kind).where('source_id', 'in', sourceIds.slice(i, i + CHUNK)).executeTakeFirst();
    cancelled += Number(result.numDeletedRows);
  }
  return cancelled;
}
