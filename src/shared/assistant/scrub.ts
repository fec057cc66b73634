/**
 * What leaves the server for an outside model (docs/product.md, Academy assistant: No child data
 * leaves the server; docs/product.md, Privacy): e-mail addresses, dates, phone numbers and the family's
 * athletes' names replaced, in the forms people write them: US dates (05/05/2015, 5/5/15), phone
 * numbers with spaces, dashes, dots or slashes, a name with or without its accents (Zoe, Zoë), and
 * each part of a hyphenated name (Mary of Mary-Jane).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/**
 * Dates with a day: 05/05/2015, 5/5/15, 5-5-2015, 5.5.15, 2015-04-12, May 5, 2015, 5th May 2015.
 * A score (3-0) or a fraction (3/4) has two parts and is left alone.
 */
const DATE = new RegExp(
  [
    '(?<![\\d/.-])\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})(?![\\d/.-]*\\d)',
    '(?<![\\d/.-])\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}(?![\\d/.-]*\\d)',
    `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\s*,?\\s+\\d{4}\\b`,
  ].join('|'),
  'gi',
);

/** 7 to 15 digits with the usual separators (spaces, dashes, dots, slashes, brackets): any common US or international form. */
const PHONE = /\+?\(?\d(?:[\s()./-]*\d){6,14}/g;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A letter without its accent (ë → e, ñ → n), one character for one, so positions stay the same. */
function foldChar(char: string): string {
  const folded = char.normalize('NFD').replace(/\p{M}/gu, '');
  return folded.length === 1 ? folded : char;
}
const fold = (text: string) => Array.from(text, foldChar).join('');

/** Each name, each of its words, and each part of a hyphenated word, longest first. */
function nameWords(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of fold(name.normalize('NFC')).split(/\s+/)) {
      const trimmed = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (trimmed.length >= 2) words.add(trimmed);
      for (const part of trimmed.split(/[-‐‑–—'’.]+/)) if (part.length >= 2) words.add(part);
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * The text as it may leave the server: e-mail addresses, dates, phone numbers and every word (and
 * part of a hyphenated word) of the family's athletes' names replaced by [email], [date], [phone]
 * and [athlete]; names are found with or without their accents, in any case.
 */
export function scrubPersonalData(text: string, names: readonly string[]): string {
  let out = text.normalize('NFC').replace(EMAIL, '[email]').replace(DATE, '[date]').replace(PHONE, '[phone]');
  const words = nameWords(names);
  if (words.length === 0) return out;
  // Matched on the text without accents; replaced in the text as written (the same positions).
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?:['’]s)?(?![\\p{L}\\p{N}])`, 'giu');
  const folded = Array.from(out, foldChar);
  const chars = Array.from(out);
  const spans = [...folded.join('').matchAll(pattern)];
  if (spans.length === 0) return out;
  // matchAll indexes UTF-16 units; map them to code points of `chars`.
  const unitToPoint: number[] = [];
  folded.forEach((c, i) => {
    for (let k = 0; k < c.length; k += 1) unitToPoint.push(i);
  });
  unitToPoint.push(folded.length);
  let result = '';
  let at = 0;
  for (const span of spans) {
    const start = unitToPoint[span.index]!;
    const end = unitToPoint[span.index + span[0].length]!;
    result += chars.slice(at, start).join('') + '[athlete]';
    at = end;
  }
  out = result + chars.slice(at).join('');
  return out;
}
