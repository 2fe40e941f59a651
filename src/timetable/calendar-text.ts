/**
 * The text rules of an iCalendar file (RFC 5545 §3.1, §3.3): CRLF line ends, long lines
 * folded, TEXT values escaped, date-times in the basic format. Kept apart from what the
 * gym's calendar says (icalendar.ts), so each rule is tested on its own.
 */
import type { WallClock } from './zoned-time';

const ICS_LINE_BREAK = '\r\n';

/** RFC 5545 §3.1: a line holds at most 75 octets, its line break excluded. */
export const MAX_LINE_OCTETS = 75;

/** A folded line goes on after a line break and one space, and the space counts. */
const FOLD = `${ICS_LINE_BREAK} `;

function utf8Octets(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into lines of at most 75 UTF-8 octets. Folds fall between characters,
 * never inside one (a character split across lines would reach the reader as two broken ones).
 */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += FOLD;
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** A UTC date-time, e.g. 20261123T080000Z (for DTSTAMP). */
export function formatUtcDateTime(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** A wall-clock date-time, e.g. 20261123T090000, read in the zone its TZID names. */
export function formatWallClock(wall: WallClock): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** Content lines folded and joined into the file's text, which ends with a line break too. */
export function icsText(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}${ICS_LINE_BREAK}`).join('');
}
