import type { TSignInRequest } from '#shared/validation/accounts';
import { api } from '#client/lib/api';

/** Signs in; the server sets the httpOnly session cookie. */
export function signIn(input: TSignInRequest): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}
