/**
 * Who is signed in, as the page knows it. A tiny store (no query library) so the public pages
 * can tell "Sign In" from "Dashboard" without loading the signed-in app. The session itself is
 * an httpOnly cookie the page never reads; this asks the server.
 */
import { useSyncExternalStore } from 'react';
import { paths } from '#shared/page-paths';
import { toLocale } from '#shared/i18n/locale';
import type { Role } from '#shared/validation/accounts';
import { switchLocale } from './locale';

export type SessionUser = { id: string; email: string; name: string; role: Role };

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

let state: SessionState = { status: 'loading' };
let inFlight: Promise<SessionState> | undefined;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in (also extends the session when it is getting old). */
export function refreshSession(): Promise<SessionState> {
  inFlight ??= fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const body = (await response.json().catch(() => null)) as { user?: SessionUser & { role?: Role; locale?: string } } | null;
      // The account's language wins over this device's cookie (decision 098).
      if (body?.user) switchLocale(toLocale(body.user.locale));
      const next: SessionState = body?.user
        ? { status: 'signed-in', user: { id: body.user.id, email: body.user.email, name: body.user.name, role: body.user.role ?? 'parent' } }
        : { status: 'signed-out' };
      setState(next);
      return next;
    })
    .catch(() => {
      // Offline or the server is down: keep what we knew rather than signing the parent out.
      if (state.status === 'loading') setState({ status: 'signed-out' });
      return state;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export function markSignedOut(): void {
  setState({ status: 'signed-out' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'loading') void refreshSession();
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

// Keep the session fresh while the app is open: on return to the tab and every ten minutes.
if (typeof window !== 'undefined') {
  window.addEventListener('focus', () => {
    if (state.status === 'signed-in') void refreshSession();
  });
  setInterval(() => {
    if (state.status === 'signed-in') void refreshSession();
  }, 10 * 60_000);
}

/** Where a signed-in person starts: a coach on /coach (today's sessions), everyone else on the dashboard. */
export function homeFor(role: Role): string {
  return role === 'coach' ? paths.coach() : paths.dashboard();
}
