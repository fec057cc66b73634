/**
 * The languages of the families a message goes to (decision 098): e-mails and push texts are written
 * in each family's language, read from its account when they are made.
 */
import { type Locale, toLocale } from '#shared/i18n/locale';
import type { Db } from '../db/database';
import type { Trx } from '../db/transaction';

/** Each family's language by id; a family not found reads as English. */
export async function familyLocales(executor: Db | Trx, familyIds: readonly string[]): Promise<(familyId: string) => Locale> {
  const ids = [...new Set(familyIds)];
  const rows = ids.length === 0 ? [] : await executor.selectFrom('users').select(['id', 'locale']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toLocale(row.locale)]));
  return (familyId) => byId.get(familyId) ?? 'en';
}
