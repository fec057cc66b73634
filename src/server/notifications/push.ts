/**
 * Web push (docs/decisions/031-notifications.md): the payload is encrypted for the browser's keys
 * and signed with the academy's VAPID key by the `web-push` package, then posted to the browser
 * vendor's push service. The private key stays in this process: it is never logged, never sent.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidConfig } from '../config';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows (public/sw.js reads these fields). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** The push service's answer: 201 delivered (queued), 404/410 the subscription is gone. */
export type PushResult = { statusCode: number };

export type PushSender = (target: PushTarget, payload: PushPayload, options: { isUrgent: boolean }) => Promise<PushResult>;

/**
 * Browsers' push services (docs/product.md "Notifications"): a subscription pointing anywhere else
 * is refused, as the server would post there. An entry is the exact host, or with a leading dot any
 * host under it.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'updates.push.services.mozilla.com', // Firefox
  '.push.apple.com', // Safari, iPhone apps added to the Home Screen
  '.notify.windows.com', // Edge on Windows
];

/** Non-empty labels of letters, digits and inner hyphens: the only hosts every URL parser reads alike. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The push service address to post to, or undefined when it is not one. The one reading of an
 * endpoint, used by the subscription check and by the sender alike (issue 37, point 15): WHATWG
 * URL, then only a plain host (`localhost'.push.apple.com` and `127.0.0.1%2e.push.apple.com` read
 * as other hosts by the older parser web-push hands the address to), no port, no credentials. The
 * sender posts to the serialised `href`, never to the stored text.
 */
export function pushServiceUrl(endpoint: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return undefined;
  const host = url.hostname;
  if (!PLAIN_HOST.test(host)) return undefined;
  const isKnown = PUSH_SERVICE_HOSTS.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
  return isKnown ? url : undefined;
}

export function isPushServiceUrl(endpoint: string): boolean {
  return pushServiceUrl(endpoint) !== undefined;
}

/** A stored endpoint that is not a push service's (saved before the check was this strict): never posted to. */
export class NotPushServiceError extends Error {
  override name = 'NotPushServiceError';
}

let testKeys: VapidConfig | undefined;

/** The configured key pair; tests (no configuration) get one pair for the whole run. */
export function vapidOf(config: { vapid?: VapidConfig }): VapidConfig {
  if (config.vapid) return config.vapid;
  testKeys ??= { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@bravoacademy.com' };
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
    const url = pushServiceUrl(target.endpoint);
    if (!url) throw new NotPushServiceError('not a push service endpoint');
    try {
      const result = await webpush.sendNotification(
        { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
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
