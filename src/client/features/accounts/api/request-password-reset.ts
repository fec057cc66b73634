import { api } from '#client/lib/api';

/** E-mails a reset link if an account uses the address. Always 200, whatever the answer. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email });
}
