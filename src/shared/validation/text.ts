/**
 * The one rule for text people type: no control characters. NUL and the other C0 controls (and
 * DEL) never belong in a name, a note or a message: PostgreSQL refuses NUL outright, and a CR/LF in
 * a name would reach an e-mail header. Multi-line fields (notes, messages) keep tab and line breaks;
 * single-line fields (names, e-mails, phones) refuse those too. The forms and the server apply the
 * same rule: the schemas below, and a server-wide check of every request's text before validation.
 */
import { z } from 'zod';

/** C0 controls other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * The same, with tab, line feed and carriage return refused too, and the Unicode line and paragraph
 * separators (U+2028, U+2029), which break a line as CR and LF do.
 */
// eslint-disable-next-line no-control-regex -- as above
const SINGLE_LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F\u2028\u2029]/;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): invisible, they
 * turn the text around them ("Leo\u202Eoknem" reads "Leo menko"), so a name shown to other families
 * or staff could pass for another. Names refuse them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const CONTROL_CHARACTERS_MESSAGE = 'This text contains characters that are not allowed.';
export const LINE_BREAK_MESSAGE = 'This field must be a single line.';
export const BIDI_CONTROLS_MESSAGE = 'A name can’t contain invisible text-direction characters. Please type it again.';

export function hasControlCharacters(value: string, options: { isSingleLine?: boolean } = {}): boolean {
  return (options.isSingleLine ? SINGLE_LINE_CONTROL_CHARACTERS : CONTROL_CHARACTERS).test(value);
}

/**
 * The path of the first string in a parsed JSON value (or a query or params object) that holds a
 * character no text field accepts, or null. Used by the server on every request.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findControlCharacters(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) return [...path, key];
      const found = findControlCharacters(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** For .refine() on a string schema: one line, no control characters at all (tab and line breaks included). */
export const isSingleLineText = (value: string): boolean => !hasControlCharacters(value, { isSingleLine: true });

/** For .refine() on a name: no text-direction controls (single-line is checked beside it). */
export const hasNoBidiControls = (value: string): boolean => !BIDI_CONTROLS.test(value);

/** For .refine() on a string schema: tab and line breaks allowed, other control characters not. */
export const isCleanText = (value: string): boolean => !hasControlCharacters(value);

/** A string on one line, with a message naming the field when given. */
export function singleLineText(params?: { error?: string }) {
  return z.string(params).refine(isSingleLineText, { error: LINE_BREAK_MESSAGE });
}

/** A string that may span lines. */
export function multiLineText(params?: { error?: string }) {
  return z.string(params).refine(isCleanText, { error: CONTROL_CHARACTERS_MESSAGE });
}

/** A note: lines allowed, trimmed, at most `max` characters (`tooLong` says so); with `required`, not blank. */
export function noteText(max: number, tooLong: string, required?: string) {
  return multiLineText(required ? { error: required } : undefined)
    .transform((note) => note.trim())
    .pipe(z.string().min(required ? 1 : 0, required).max(max, tooLong));
}
