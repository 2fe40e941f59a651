/**
 * The one phone-number check of the trial form and of firestore.rules, which repeats
 * PHONE_PATTERN_SOURCE verbatim (tests/firestore-rules-sources.test.ts compares them). A number
 * is stored the way every dialler and wa.me read it: `+` and its digits, country code first.
 */

/** Tunisia's country code: eight digits typed alone are a Tunisian number. */
const TUNISIA_COUNTRY_CODE = '216';
const TUNISIAN_NUMBER = /^[0-9]{8}$/;

/**
 * A stored number as a whole-string pattern (RE2 and JavaScript syntax): `+`, a country code
 * (never starting with 0) and 8 to 15 digits in all, E.164's longest.
 */
export const PHONE_PATTERN_SOURCE = '[+][1-9][0-9]{7,14}';

const phonePattern = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`);

/** What people put between digits when they write a number down: spaces, dots, dashes, brackets. */
const SEPARATORS = /[\s.()-]/g;

// An Arabic keyboard may type Arabic-Indic (U+0660) or Eastern Arabic-Indic (U+06F0) digits.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
// In both blocks the code point's last hex digit is the digit's value.
const toLatinDigit = (digit: string) => String((digit.codePointAt(0) ?? 0) & 0xf);

/**
 * The number `text` names, as `+<digits>`, or null when it names none: eight digits are Tunisian
 * (+216 added), `+` or `00` start an international one; any other shape is refused rather than
 * guessed. Arabic digits are read as the same digits.
 */
export function normalisePhone(text: string): string | null {
  const compact = text.replace(SEPARATORS, '').replace(ARABIC_DIGITS, toLatinDigit);
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (TUNISIAN_NUMBER.test(compact)) international = `+${TUNISIA_COUNTRY_CODE}${compact}`;
  else return null;
  return phonePattern.test(international) ? international : null;
}
