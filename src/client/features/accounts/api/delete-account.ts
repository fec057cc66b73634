import { apiRequest } from '#client/lib/api';

/** Deletes the account with the family's profile, athletes and everything keyed to them (204). */
export function deleteAccount(): Promise<unknown> {
  return apiRequest('DELETE', '/api/v1/account', { confirmation: 'DELETE' });
}

/** The JSON download of everything the academy keeps about the family. */
export const ACCOUNT_EXPORT_URL = '/api/v1/account/export';
