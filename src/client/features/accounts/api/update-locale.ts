import type { TUpdateLocaleRequest } from '#shared/validation/accounts';
import { api } from '#client/lib/api';

/** Stores the family's language on the account (e-mails and notifications follow it). */
export function updateLocale(input: TUpdateLocaleRequest): Promise<TUpdateLocaleRequest> {
  return api.put<TUpdateLocaleRequest>('/api/v1/account/locale', input);
}
