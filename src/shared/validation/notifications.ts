/**
 * Notifications in Settings (docs/product.md "Notifications"): the parent's choice of e-mail and
 * push, and the browser's push subscription it posts after opting in. The subscription is what the
 * browser's PushSubscription.toJSON() gives: an https endpoint on the browser vendor's push service
 * and two base64url keys (a P-256 public key of 65 bytes and a 16-byte secret).
 */
import { z } from 'zod';
import { singleLineText } from './text';

export const NOTIFICATION_MESSAGES = {
  endpoint: 'The push subscription must be an https address of a browser push service.',
  keys: 'The push subscription keys are not valid.',
  notFound: 'This push subscription does not exist.',
  saved: 'Notification settings saved',
  saveFailed: 'Could not save your notification settings. Please try again.',
  pushUnsupported: 'This browser cannot receive push notifications.',
  pushUnsupportedIos: 'On iPhone and iPad, first add Bravo Academy to your Home Screen (Share, then “Add to Home Screen”), open it from there, and turn on push notifications in its Settings.',
  pushDenied: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  pushFailed: 'Could not turn on push notifications on this device. Please try again.',
} as const;

export const PUSH_ENDPOINT_MAX = 2048;

/** base64url (padding tolerated), of a length range that fits the key. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: NOTIFICATION_MESSAGES.keys })
    .min(min, { error: NOTIFICATION_MESSAGES.keys })
    .max(max, { error: NOTIFICATION_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: NOTIFICATION_MESSAGES.keys });

export const ZPushSubscriptionInput = z.object({
  endpoint: singleLineText({ error: NOTIFICATION_MESSAGES.endpoint })
    .max(PUSH_ENDPOINT_MAX, { error: NOTIFICATION_MESSAGES.endpoint })
    .pipe(z.url({ protocol: /^https$/, error: NOTIFICATION_MESSAGES.endpoint })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // 65 bytes (an uncompressed P-256 point) is 87 characters of base64url.
    p256dh: base64url(86, 90),
    // 16 bytes is 22 characters.
    auth: base64url(21, 26),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushSubscriptionParams = z.object({ id: z.string().min(1).max(64) });

export const ZPushSubscription = z.object({ id: z.string(), createdAt: z.string() });
export const ZPushSubscriptionResponse = z.object({ subscription: ZPushSubscription });
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushKeyResponse = z.object({
  /** The VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
});

export const ZNotificationPreferences = z.object({
  email: z.boolean(),
  push: z.boolean(),
  /** The evening-before reminder of tomorrow's training sessions (off until the family asks). */
  sessionReminder: z.boolean(),
  /** The afternoon push when an athlete's streak needs today's training (off until the family asks). */
  streakReminder: z.boolean(),
});
/** What Settings saves: the reminders may be left out, and then stay as they were. */
export const ZNotificationPreferencesInput = ZNotificationPreferences.partial({ sessionReminder: true, streakReminder: true });
export type TNotificationPreferencesInput = z.infer<typeof ZNotificationPreferencesInput>;
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export const ZNotificationPreferencesResponse = z.object({ preferences: ZNotificationPreferences });
