import type { TChangePasswordRequest } from '#shared/validation/accounts';
import { api } from '#client/lib/api';

/** Changes the password (needs the current one); the account's other sessions end. */
export function changePassword(input: TChangePasswordRequest): Promise<unknown> {
  return api.post('/api/auth/change-password', input);
}
