import { expect, it } from 'vitest';
import { hasControlCharacters, hasDirectionControls, isBlank, toRe2 } from './blank-text';

it('counts spaces of every kind, line breaks and control characters as nothing typed', () => {
  for (const text of ['', '   ', '\t\n\r', '\u00a0\u2003\u3000', '\u0000\u0007']) {
    expect(isBlank(text), JSON.stringify(text)).toBe(true);
  }
  for (const text of ['a', '  Amira ', 'أميرة', '\u0007x']) {
    expect(isBlank(text), JSON.stringify(text)).toBe(false);
  }
});

// A name of zero-width spaces or a byte-order mark must not pass as "not blank".
it.each([
  ['zero-width spaces', '\u200b\u200b'],
  ['a byte-order mark', '\ufeff'],
  ['zero-width joiner and non-joiner', '\u200d\u200c'],
  ['a word joiner', '\u2060'],
  ['a soft hyphen', '\u00ad'],
  ['direction marks', '\u200e\u200f\u061c'],
  ['a direction override', '\u202e'],
  ['the Mongolian vowel separator', '\u180e'],
  ['the combining grapheme joiner', '\u034f'],
  ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
  ['the blank Braille cell', '\u2800'],
  ['all of them between spaces', ' \u200b\ufeff\u00a0\u2060 '],
])('counts %s as nothing typed', (_case, text) => {
  expect(isBlank(text)).toBe(true);
});

it('keeps letters that a format character joins (Persian and Indic text use them)', () => {
  expect(isBlank('می\u200cخواهم')).toBe(false);
  expect(isBlank('\u200bAmira')).toBe(false);
});

it.each([
  ['a right-to-left override', 'Amira \u202ehalaS neB'],
  ['a left-to-right embedding', '\u202aAmira'],
  ['a pop directional formatting', 'Amira\u202c'],
  ['a right-to-left isolate', '\u2067أميرة\u2069'],
  ['a first-strong isolate', '\u2068Amira'],
])('finds %s in a name', (_case, name) => {
  expect(hasDirectionControls(name)).toBe(true);
});

it('lets names in every script, with the direction marks Arabic text uses, through', () => {
  for (const name of ['Amira Ben Salah', 'أميرة بن صالح', 'Zoé Ménard', 'Ali \u200fعلي', '李明']) {
    expect(hasDirectionControls(name), JSON.stringify(name)).toBe(false);
  }
});

it.each([
  ['a line break', 'Amira\nURGENT pay your deposit'],
  ['a carriage return', 'Amira\r'],
  ['a tab', 'Amira\tBen Salah'],
  ['a bell', 'Ami\u0007ra'],
  ['a null', '\u0000Amira'],
  ['a next line (C1)', 'Amira\u0085Ben'],
  ['a line separator', 'Amira\u2028Ben'],
  ['a paragraph separator', 'Amira\u2029Ben'],
])('finds %s in a name', (_case, name) => {
  expect(hasControlCharacters(name)).toBe(true);
});

it('lets one-line names in every script, with unusual spaces and joiners, through', () => {
  for (const name of [
    'Amira Ben Salah',
    'أميرة بن صالح',
    'Zoé\u00a0Ménard',
    'می\u200cخواهم',
    '👩\u200d💻 Lina',
    '李明',
  ]) {
    expect(hasControlCharacters(name), JSON.stringify(name)).toBe(false);
  }
});

it('spells the classes for RE2 with \\x{…} and nothing else changed', () => {
  expect(toRe2('[\\p{Z}\\u{202A}-\\u{202E}]')).toBe('[\\p{Z}\\x{202A}-\\x{202E}]');
});
