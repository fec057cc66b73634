/**
 * The two languages of the academy (docs/decisions/098-languages.md): the family's choice is kept
 * on the account (`users.locale`), and the page reads it from the `bravo.locale` cookie. Anything
 * that is not a known locale, from a cookie, a header or a row, reads as English without an error.
 */

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** The cookie the page and the server read the language from (Paraglide's cookie strategy). */
export const LOCALE_COOKIE = 'bravo.locale';

/** The languages as each is named in itself, for the language menus. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or sent value as a locale: English when it is none of ours. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : BASE_LOCALE;
}

/** The `Intl` locale of a language: the academy writes for US families. */
export function intlLocale(locale: Locale): 'en-US' | 'es-US' {
  return locale === 'es' ? 'es-US' : 'en-US';
}

/**
 * The first of our languages a browser asks for (`Accept-Language`, highest weight first), or
 * English. `es-MX;q=0.8, en;q=0.5` is Spanish; a malformed header is English.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header || header.length > 500) return BASE_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? BASE_LOCALE;
}

/** The locale a `Cookie` header names in `bravo.locale`, if it names one of ours. */
export function localeFromCookieHeader(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** Money in cents as the family's language writes US dollars ("$1,250.00"). */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A day or a moment in the academy's time zone, in the family's language ("3 de diciembre de 2026"). */
export function formatDateIn(locale: Locale, iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(intlLocale(locale), { timeZone: 'America/Los_Angeles', ...options });
}
