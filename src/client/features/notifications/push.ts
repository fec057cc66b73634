/**
 * Web push in this browser (docs/product.md "Notifications"): whether it can, and subscribing or
 * unsubscribing with the academy's public VAPID key. The browser's subscription is posted to the
 * server; the id the server gives back is kept here so turning push off removes exactly it.
 */
import { deleteSubscription, getPushKey, saveSubscription } from './api/notifications';
import { SERVICE_WORKER_URL } from '#client/lib/service-worker';

const STORAGE_KEY = 'bravo-push-subscription-id';

export type PushSupport = 'supported' | 'ios-needs-home-screen' | 'unsupported';

function isIos(): boolean {
  // iPadOS reports itself as a Mac; a touch screen tells them apart.
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function pushSupport(): PushSupport {
  const isCapable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isCapable) return 'supported';
  // Safari on iPhone offers web push only to an app added to the Home Screen.
  return isIos() && !isInstalled() ? 'ios-needs-home-screen' : 'unsupported';
}

/** The service worker's registration, registering it now if the page has not yet (a dev build, a first visit). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function hasPushSubscription(): Promise<boolean> {
  if (pushSupport() !== 'supported') return false;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return Boolean(existing && (await existing.pushManager.getSubscription()));
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushPermissionError extends Error {}

/**
 * Asks the permission (this must run from the tap itself: browsers refuse a prompt otherwise),
 * subscribes with the academy's key and gives the subscription to the server.
 */
export async function subscribeToPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const [worker, publicKey] = await Promise.all([registration(), getPushKey()]);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (the academy's key changed) cannot be used: start again.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && btoa(String.fromCharCode(...new Uint8Array(current))) !== btoa(String.fromCharCode(...keyBytes(publicKey)))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  const saved = await saveSubscription({
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  localStorage.setItem(STORAGE_KEY, saved.id);
}

/** Unsubscribes this browser and removes its subscription from the server (if it is still there). */
export async function unsubscribeFromPush(): Promise<void> {
  const existing = pushSupport() === 'supported' ? await navigator.serviceWorker.getRegistration('/') : undefined;
  await (await existing?.pushManager.getSubscription())?.unsubscribe();
  const id = localStorage.getItem(STORAGE_KEY);
  localStorage.removeItem(STORAGE_KEY);
  // Already gone (replaced by a newer browser of the family, or removed as dead): nothing to do.
  if (id) await deleteSubscription(id).catch(() => undefined);
}
