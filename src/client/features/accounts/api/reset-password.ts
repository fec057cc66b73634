import { api } from '#client/lib/api';

/** Sets a new password with the e-mailed token; every session of the account ends. */
export function resetPassword(input: { token: string; password: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}
