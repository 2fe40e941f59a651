/**
 * What counts as "nothing typed", and which characters a name may not hold. The forms and
 * firestore.rules agree on both (the rules repeat each class, written for RE2, checked by
 * tests/firestore-rules-sources.test.ts), so what one refuses the other refuses too.
 *
 * Blank: spaces of every kind, line breaks, control characters, and characters that print
 * nothing: the format characters (zero-width space and joiners, byte-order mark, word joiner,
 * soft hyphen, direction marks) and the few letters drawn as empty (Hangul fillers, the
 * combining grapheme joiner, the blank Braille cell). A name of those alone is no name.
 *
 * Direction controls: the embeddings, overrides and isolates of Unicode's bidirectional
 * algorithm (U+202A–U+202E, U+2066–U+2069) change how the text around them is displayed, so
 * a name holding them can show staff something else than what was typed.
 *
 * Control characters: line breaks, tabs and the other C0/C1 controls, with Unicode's line and
 * paragraph separators. A name is one line; one that holds a second could carry a message of its
 * own into the replies staff send in the gym's name.
 */

/**
 * Character classes written so JavaScript (`u` flag) and RE2 read them alike, but for one
 * spelling: JavaScript writes a code point `\u{…}`, RE2 `\x{…}` (toRe2 below).
 */
export const BLANK_CHARACTER_CLASS = '[\\p{Z}\\p{Cc}\\p{Cf}\\u{034F}\\u{115F}\\u{1160}\\u{2800}\\u{3164}\\u{FFA0}]';
export const DIRECTION_CONTROL_CLASS = '[\\u{202A}-\\u{202E}\\u{2066}-\\u{2069}]';
export const CONTROL_CHARACTER_CLASS = '[\\p{Cc}\\p{Zl}\\p{Zp}]';

/** A class of this module as firestore.rules spells it (RE2 names a code point `\x{…}`). */
export function toRe2(source: string): string {
  return source.replaceAll('\\u{', '\\x{');
}

const blankCharacters = new RegExp(BLANK_CHARACTER_CLASS, 'gu');
const directionControls = new RegExp(DIRECTION_CONTROL_CLASS, 'u');
const controlCharacters = new RegExp(CONTROL_CHARACTER_CLASS, 'u');

export function isBlank(text: string): boolean {
  return text.replace(blankCharacters, '') === '';
}

export function hasDirectionControls(text: string): boolean {
  return directionControls.test(text);
}

export function hasControlCharacters(text: string): boolean {
  return controlCharacters.test(text);
}
