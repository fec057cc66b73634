import { api } from '#client/lib/api';

/** Asks for a new confirmation link. Always 200: the server never says whether the address exists. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email });
}
