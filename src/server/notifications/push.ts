/**
 * Web push (docs/decisions/031-notifications.md): the payload is encrypted for the browser's keys
 * and signed with the academy's VAPID key by the `web-push` package, then posted to the browser
 * vendor's push service. The private key stays in this process: it is never logged, never sent.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidConfig } from '../config';
import { generateVapidKeys } from '../config';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows (public/sw.js reads these fields). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** The push service's answer: 201 delivered (queued), 404/410 the subscription is gone. */
export type PushResult = { statusCode: number };

export type PushSender = (target: PushTarget, payload: PushPayload, options: { isUrgent: boolean }) => Promise<PushResult>;

/** Browsers' push services: a subscription pointing anywhere else is refused (the server would post there). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'updates.push.services.mozilla.com', // Firefox
  '.push.apple.com', // Safari, iPhone apps added to the Home Screen
  '.notify.windows.com', // Edge on Windows
];

export function isPushServiceUrl(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
}

let testKeys: VapidConfig | undefined;

/** The configured key pair; tests (no configuration) get one pair for the whole run. */
export function vapidOf(config: { vapid?: VapidConfig }): VapidConfig {
  if (config.vapid) return config.vapid;
  testKeys ??= { ...generateVapidKeys(), subject: 'mailto:no-reply@bravoacademy.com' };
  return testKeys;
}

const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends with web-push: aes128gcm encryption, a VAPID signature, a day's TTL (a phone that is off
 * gets it when it wakes), high urgency for what staff marked urgent. A non-2xx answer is returned
 * as its status code, not thrown, so the job can tell "gone" (404, 410) from a passing failure.
 * `agent` lets a test trust its own certificate.
 */
export function createWebPushSender(vapid: VapidConfig, options: { agent?: Agent } = {}): PushSender {
  return async (target, payload, { isUrgent }) => {
    try {
      const result = await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          urgency: isUrgent ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return { statusCode: result.statusCode };
    } catch (error) {
      if (error instanceof webpush.WebPushError) return { statusCode: error.statusCode };
      throw error;
    }
  };
}
