/**
 * The page's language (decision 098): Paraglide reads it from the `bravo.locale` cookie. The family's
 * account holds the choice; when the two differ (a new device, a choice made elsewhere) the account
 * wins and the page loads again in its language.
 */
import { getLocale, setLocale } from '#shared/i18n/paraglide/runtime';
import { type Locale, toLocale } from '#shared/i18n/locale';

export function currentLocale(): Locale {
  return toLocale(getLocale());
}

/** Writes the cookie and reloads the page in `locale`, when it is not already the page's. */
export function switchLocale(locale: Locale): void {
  if (locale !== currentLocale()) setLocale(locale);
}
