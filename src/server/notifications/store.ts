/**
 * A family's notification settings (docs/product.md "Notifications"): its choice of e-mail and push,
 * and the browsers it opted in from. Every read and write is scoped to the signed-in family: a
 * subscription id of another family is not found, exactly like a missing one.
 */
import { DEFAULT_NOTIFICATION_PREFERENCES, MAX_PUSH_SUBSCRIPTIONS } from '#shared/notifications';
import type { TNotificationPreferences, TNotificationPreferencesInput, TPushSubscription, TPushSubscriptionInput } from '#shared/validation/notifications';
import type { Db } from '../db/database';
import { timeOrderedId } from '../db/ids';
import { inTransaction, type Trx } from '../db/transaction';

export async function getPreferences(db: Db | Trx, userId: string): Promise<TNotificationPreferences> {
  const row = await db.selectFrom('notification_preferences').select(['email', 'push', 'session_reminder', 'streak_reminder']).where('user_id', '=', userId).executeTakeFirst();
  return row
    ? { email: row.email === 1, push: row.push === 1, sessionReminder: row.session_reminder === 1, streakReminder: row.streak_reminder === 1 }
    : { ...DEFAULT_NOTIFICATION_PREFERENCES };
}

/** Saves the family's choice; a reminder choice left out stays as it was. */
export async function setPreferences(db: Db, userId: string, preferences: TNotificationPreferencesInput, now = new Date()): Promise<TNotificationPreferences> {
  const values = {
    email: preferences.email ? 1 : 0,
    push: preferences.push ? 1 : 0,
    ...(preferences.sessionReminder === undefined ? {} : { session_reminder: preferences.sessionReminder ? 1 : 0 }),
    ...(preferences.streakReminder === undefined ? {} : { streak_reminder: preferences.streakReminder ? 1 : 0 }),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return getPreferences(db, userId);
}

/**
 * Saves the browser's subscription for this family. The endpoint is the browser's own: if another
 * account signed in on it before, the subscription moves to this one (pushes follow who is signed
 * in). Beyond MAX_PUSH_SUBSCRIPTIONS the oldest go: a family's old browsers fade out on their own.
 */
export async function saveSubscription(db: Db, userId: string, input: TPushSubscriptionInput, now = new Date()): Promise<TPushSubscription> {
  return inTransaction(db, async (trx) => {
    const createdAt = now.toISOString();
    const row = await trx
      .insertInto('push_subscriptions')
      .values({ id: timeOrderedId(now.getTime()), user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: createdAt })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: createdAt }))
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const surplus = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_PUSH_SUBSCRIPTIONS)
      .limit(1000)
      .execute();
    if (surplus.length > 0) await trx.deleteFrom('push_subscriptions').where('id', 'in', surplus.map((s) => s.id)).execute();
    return { id: row.id, createdAt: row.created_at };
  });
}

/** Deletes one of this family's subscriptions; false when it has none with this id. */
export async function deleteSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The family's part of its data export: its choice, when it opted in from how many browsers, and
 * what it was notified of. The subscriptions' endpoints and keys are the browser's secrets: left out.
 */
export async function exportFamilyNotifications(db: Db, userId: string) {
  const subscriptions = await db.selectFrom('push_subscriptions').select('created_at').where('user_id', '=', userId).orderBy('created_at').execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'created_at', 'read_at', 'emailed_at', 'pushed_at'])
    .where('family_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    preferences: await getPreferences(db, userId),
    pushSubscriptions: subscriptions.map((s) => ({ createdAt: s.created_at })),
    notifications: notifications.map((n) => ({
      kind: n.kind,
      title: n.title,
      preview: n.body,
      createdAt: n.created_at,
      readAt: n.read_at,
      emailedAt: n.emailed_at,
      pushedAt: n.pushed_at,
    })),
  };
}

/** Notifications are reminders, not records (the messages themselves are): gone after 90 days. */
export const NOTIFICATION_RETENTION_DAYS = 90;

export async function pruneNotifications(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('notifications').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
