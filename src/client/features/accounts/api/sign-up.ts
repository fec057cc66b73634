import type { TSignUpRequest } from '#shared/validation/accounts';
import { api } from '#client/lib/api';

/** Creates the account; the server e-mails the confirmation link (no session until it is used). */
export function signUp(input: TSignUpRequest): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', input);
}
