/**
 * Registers the service worker (public/sw.js: push notifications and the offline page) in
 * production builds, once the page has loaded and the browser is idle: it adds nothing to what the
 * landing page loads before it paints (docs/decisions/004 and 031).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a second after load instead.
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
