/**
 * What counts as "nothing typed": spaces of every kind, line breaks and control characters.
 * The forms and firestore.rules (which repeats BLANK_CHARACTER_CLASS verbatim, checked by a
 * unit test) agree on it, so a name of spaces alone is refused in both places.
 */

/** A character class that RE2 (Firestore rules) and JavaScript (`u` flag) read the same way. */
export const BLANK_CHARACTER_CLASS = '[\\p{Z}\\p{Cc}]';

const blankCharacters = new RegExp(BLANK_CHARACTER_CLASS, 'gu');

export function isBlank(text: string): boolean {
  return text.replace(blankCharacters, '') === '';
}
