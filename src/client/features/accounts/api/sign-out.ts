import { api } from '#client/lib/api';

/** Ends the session on the server. */
export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
