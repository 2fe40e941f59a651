/**
 * What a visitor wrote, made safe to read at the front desk. React already shows it as text,
 * never as HTML; this handles what text alone can still hide. Direction controls (embeddings,
 * overrides, isolates) can make a line read differently from what it holds, so each is shown
 * as a visible mark, `[U+202E]`: someone typed it on purpose and staff should see that. The
 * other characters that print nothing (zero-width spaces, byte-order marks, soft hyphens,
 * control characters, blank letters) are removed; unusual spaces become plain spaces. The
 * joiners that shape emoji and scripts (U+200C, U+200D), line breaks and tabs stay.
 * The classes are blank-text.ts's, the same the forms and firestore.rules use.
 */
import { BLANK_CHARACTER_CLASS, DIRECTION_CONTROL_CLASS } from './blank-text';

const directionControls = new RegExp(DIRECTION_CONTROL_CLASS, 'gu');
const blankCharacters = new RegExp(BLANK_CHARACTER_CLASS, 'gu');
const spaces = /^\p{Zs}$/u;
const kept = new Set([' ', '\n', '\t', '\u200C', '\u200D']);
const lineBreaks = new Set(['\u2028', '\u2029']);

/** How a direction control shows: its code point, e.g. `[U+202E]`. */
export function codePointMark(character: string): string {
  const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `[U+${hex}]`;
}

export function visibleText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(directionControls, codePointMark)
    .replace(blankCharacters, (character) => {
      if (kept.has(character)) return character;
      if (lineBreaks.has(character)) return '\n';
      return spaces.test(character) ? ' ' : '';
    });
}
