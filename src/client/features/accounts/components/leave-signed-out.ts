import type { NavigateFunction } from 'react-router';
import { paths } from '#shared/page-paths';
import { forgetOfflineData } from '#client/lib/query';
import { markSignedOut } from '#client/lib/session';

/**
 * After sign-out or account deletion: forget the family (session state, every cached query and
 * what was kept in the browser for offline use) and go to the home page.
 *
 * The order matters. The router navigates inside a React transition while the session store
 * updates synchronously, so navigating first would lose to the session guard's redirect to /auth
 * (and the landing page would send a still-signed-in session to /dashboard). So the session is
 * marked signed out first, the guard issues its redirect, and the home page replaces it on the
 * next task.
 */
export function leaveSignedOut(navigate: NavigateFunction, to = paths.home()): void {
  markSignedOut();
  void forgetOfflineData();
  setTimeout(() => void navigate(to, { replace: true }), 0);
}
