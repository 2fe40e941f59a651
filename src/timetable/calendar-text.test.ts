import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtcDateTime, formatWallClock, icsText, MAX_LINE_OCTETS } from './calendar-text';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replaceAll('\r\n ', '');

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(MAX_LINE_OCTETS - 'SUMMARY:'.length)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long ASCII line into lines of at most 75 octets, the leading space included', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const lines = foldLine(line).split('\r\n');
    expect(lines.length).toBe(3);
    expect(lines[0]).toHaveLength(75);
    expect(lines[1]).toMatch(/^ /);
    expect(lines[1]).toHaveLength(75);
    for (const each of lines) expect(octets(each)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it.each([
    ['two-octet letters', 'é'],
    ['three-octet letters', 'ب'],
    ['four-octet characters', '🏋'],
  ])('counts octets, not characters, and never splits %s', (_case, char) => {
    const line = `LOCATION:${char.repeat(100)}`;
    const folded = foldLine(line);
    for (const each of folded.split('\r\n')) {
      expect(octets(each)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A split character would not survive the round trip through UTF-8.
      expect(new TextDecoder().decode(new TextEncoder().encode(each))).toBe(each);
      expect(each.replace(/^ /, '').replace(/^LOCATION:/, '')).toMatch(new RegExp(`^(${char})+$`, 'u'));
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('escapes the backslash first, so an escape is never escaped twice', () => {
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });
});

describe('date-times', () => {
  it('writes DTSTAMP in UTC with a Z', () => {
    expect(formatUtcDateTime(new Date('2026-11-23T08:05:09.999Z'))).toBe('20261123T080509Z');
  });

  it('writes a zoned wall clock without one', () => {
    expect(formatWallClock({ year: 2027, month: 1, day: 4, hour: 22, minute: 0, second: 0 })).toBe('20270104T220000');
  });
});

it('icsText ends every line, the last included, with CRLF', () => {
  expect(icsText(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
});
