/**
 * A visitor's name as the desk's replies greet them ("Hello Amira, this is Rivage Gym…"). The
 * replies go out in the gym's name, possibly to a number the visitor typed for someone else, so
 * the name must not carry a message of its own: only its visible text, on one line, with no link
 * in it, and short.
 *
 * - Control and format characters go (blank-text.ts's classes: direction controls, zero-width
 *   spaces, byte-order marks, soft hyphens, blank letters, control characters), and so do lone
 *   surrogates, which no link can encode. Line breaks, tabs and every kind of space become one
 *   plain space.
 * - The zero-width joiner and non-joiner stay only between two letters, marks or emoji, where they
 *   shape what is drawn (a family emoji, Persian and Indic words); anywhere else they print nothing
 *   and could split a `://` that still reads as one.
 * - A word that looks like a link is dropped whole: one holding `://`, or a dot followed by a
 *   letter (`evil.example/pay`, `www.`, an e-mail address), which WhatsApp and mail programs turn
 *   into a link even without a scheme. Breaking only the scheme's slashes would leave a tappable
 *   domain; dropping the word costs at most a dotted part of a real name ("A.Ben" greets as the
 *   rest of the name), which a greeting can spare. Checked on the word's compatibility form, so
 *   full-width look-alikes of `:`, `/` and `.` count.
 * - At most REPLY_NAME_MAX_GRAPHEMES characters as a reader counts them (grapheme clusters: an
 *   emoji with its joiners and skin tone, a letter with its combining marks, is one), cut on a
 *   whole one, spaces trimmed, and an ellipsis to say so.
 *
 * What is left may be empty (a "name" that was only a link): the replies then greet without one.
 */
import { BLANK_CHARACTER_CLASS } from './blank-text';

export const REPLY_NAME_MAX_GRAPHEMES = 40;

const ELLIPSIS = '…';

const blankCharacters = new RegExp(BLANK_CHARACTER_CLASS, 'gu');
const loneSurrogates = /\p{Cs}/gu;
// Spaces of every kind, and the controls that break or space a line.
const spaceLike = /^[\p{Z}\t\n\v\f\r\u0085]$/u;
const joiners = new Set(['\u200C', '\u200D']);
// What a joiner may sit between: letters, combining marks (variation selectors among them), emoji
// and their skin-tone modifiers.
const joinable = '[\\p{L}\\p{M}\\p{Extended_Pictographic}\\p{Emoji_Modifier}]';
const strayJoiners = new RegExp(`(?<!${joinable})[\\u200C\\u200D]|[\\u200C\\u200D](?!${joinable})`, 'gu');
const linkLike = /:\/\/|\.\p{L}/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function looksLikeLink(word: string): boolean {
  return linkLike.test(word.normalize('NFKC'));
}

export function replyName(name: string): string {
  const visible = name
    .replace(loneSurrogates, '')
    .replace(blankCharacters, (character) => {
      if (joiners.has(character)) return character;
      return spaceLike.test(character) ? ' ' : '';
    })
    .replace(strayJoiners, '');
  const words = visible.split(' ').filter((word) => word !== '' && !looksLikeLink(word));
  const parts = Array.from(graphemes.segment(words.join(' ')), (part) => part.segment);
  if (parts.length <= REPLY_NAME_MAX_GRAPHEMES) return parts.join('');
  return `${parts
    .slice(0, REPLY_NAME_MAX_GRAPHEMES - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}
