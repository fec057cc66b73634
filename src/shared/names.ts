/**
 * How a person's name is cut for other eyes (docs/product.md, Privacy): the one place an initial is
 * made. A letter is a whole code point of a letter (with its accents), never half of an emoji's
 * surrogate pair: "Sofía López-Hernández 🌟" is "Sofía L.", not "Sofía \uD83C.".
 */

/** A letter and the combining marks that belong to it ("É" written as E + U+0301 stays whole). */
const LETTER = /\p{L}\p{M}*/u;

/** Upper case when that stays one letter ("ß" would become "SS"). */
function upper(letter: string): string {
  const up = letter.toUpperCase();
  return [...up].length === [...letter].length ? up : letter;
}

/** The first letter of the text, upper case, or null when it has none ("🌟 Sofía" → "S"). */
export function firstLetter(text: string): string | null {
  const match = LETTER.exec(text);
  return match ? upper(match[0]) : null;
}

/** An avatar's letter for a name: its first letter, or "?" when it has none. */
export function avatarInitial(name: string): string {
  return firstLetter(name) ?? '?';
}

/**
 * What other families see of a name: the first word that has a letter and the first letter of the
 * last word that has one ("Leo M."), never the rest of the surname. One word stays as it is.
 */
export function publicName(name: string, fallback: string): string {
  const words = name.trim().split(/\s+/).filter((w) => LETTER.test(w));
  if (!words.length) return fallback;
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${firstLetter(words.at(-1)!)}.`;
}
