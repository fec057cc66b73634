/**
 * better-auth keeps each request's context in AsyncLocalStorage. On Node 20 a storage that has run
 * once installs a promise hook for the whole process, and it stays installed: from the first
 * sign-in on, every promise of every request (a dashboard's, a lesson's) pays for it, a few percent
 * of the dashboard's event-loop time (decision 093). better-auth needs its contexts only while it
 * handles a request, so they are switched off whenever none is in flight; its next request switches
 * them on again (AsyncLocalStorage's `run` does).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Where better-auth keeps its storages (`@better-auth/core`, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/** better-auth's storages as they are now (each is created on its first use). */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  return Object.values(global?.context ?? {}).filter((value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage);
}

/**
 * better-auth's requests in flight in this process. The storages are the process's, shared by every
 * app built in it (tests build several), so the count is too.
 */
let inFlight = 0;

/** `handle`, with better-auth's storages switched off once none of its requests is in flight. */
export function quietContexts<A extends unknown[], R>(handle: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    inFlight += 1;
    try {
      return await handle(...args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) for (const storage of betterAuthStorages()) storage.disable();
    }
  };
}
