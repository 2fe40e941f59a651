import { describe, expect, it } from 'vitest';
import { REPLY_NAME_MAX_GRAPHEMES, replyName } from './reply-name';

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];

describe('replyName', () => {
  it('leaves an ordinary name in any script as it is', () => {
    for (const name of [
      'Amira Ben Salah',
      'أميرة بن صالح',
      'Zoé Ménard',
      'Jean-Pierre O’Neil',
      'می\u200cخواهم',
      '李明',
    ]) {
      expect(replyName(name)).toBe(name);
    }
  });

  it('keeps the first line’s words of a name that carries a message, and drops its link', () => {
    expect(replyName('Amira\nURGENT pay your deposit: https://evil.example/pay')).toBe(
      'Amira URGENT pay your deposit:',
    );
  });

  it('puts every line break, tab and run of spaces as one plain space, trimmed', () => {
    expect(replyName('  Amira\r\n\tBen   Salah\u2028Jaziri\u2029\u00a0\u3000Trabelsi\u0085 ')).toBe(
      'Amira Ben Salah Jaziri Trabelsi',
    );
  });

  it.each([
    ['a URL', 'Amira https://evil.example/pay'],
    ['another scheme', 'Amira hxxp://evil'],
    ['a scheme-less domain', 'Amira evil.example/pay'],
    ['www.', 'Amira www.evil.example'],
    ['an e-mail address', 'Amira pay-to@evil.example'],
    ['full-width look-alikes', 'Amira https\uFF1A\uFF0F\uFF0Fevil\uFF0Eexample'],
    ['a zero-width space inside the scheme', 'Amira ht\u200Btps://evil.example'],
    ['a joiner between the slashes', 'Amira https:/\u200D/evil'],
    ['a soft hyphen inside the domain', 'Amira evil\u00AD.example'],
  ])('drops a word that looks like a link: %s', (_case, name) => {
    expect(replyName(name)).toBe('Amira');
  });

  it('never lets `://` through, whatever surrounds it', () => {
    for (const name of ['a://b', 'Amira ://', 'x:\u200B//y', 'Amira\u202E//:sptth', '://://']) {
      expect(replyName(name)).not.toContain('://');
    }
  });

  it('is empty when the name was nothing but a link; the replies then greet without one', () => {
    expect(replyName('https://evil.example/pay')).toBe('');
  });

  it('removes direction overrides, embeddings and isolates, so the name reads as it is stored', () => {
    expect(replyName('Amira \u202Ehalas neB\u202C')).toBe('Amira halas neB');
    expect(replyName('\u2067أميرة\u2069 \u2066Ben\u2069')).toBe('أميرة Ben');
    expect(replyName('\u202Dlapyap.moc\u202C')).toBe('');
  });

  it('removes characters that print nothing: zero-width spaces, byte-order marks, soft hyphens, controls, blank letters', () => {
    expect(replyName('Sa\u200Blma\uFEFF\u00AD\u200E\u0007\u3164\u2800 Ben')).toBe('Salma Ben');
  });

  it('keeps the joiners that shape emoji and words, and drops stray ones', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(replyName(`${family} Lina`)).toBe(`${family} Lina`);
    expect(replyName('👩🏽\u200D💻 Lina')).toBe('👩🏽\u200D💻 Lina');
    expect(replyName('❤\uFE0F\u200D🔥 Lina')).toBe('❤\uFE0F\u200D🔥 Lina');
    expect(replyName('Amira\u200D \u200DBen\u200C')).toBe('Amira Ben');
    expect(replyName('\u200D\u200C\u200D')).toBe('');
  });

  it('drops lone surrogates, which no link can encode', () => {
    const name = replyName('Amira\uD800 Ben\uDC00');
    expect(name).toBe('Amira Ben');
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  it(`cuts a long name at ${REPLY_NAME_MAX_GRAPHEMES} characters with an ellipsis, no space before it`, () => {
    const long = replyName('n'.repeat(100));
    expect(long).toBe(`${'n'.repeat(REPLY_NAME_MAX_GRAPHEMES - 1)}…`);
    const words = replyName(`${'Amira '.repeat(20)}`);
    expect(graphemes(words).length).toBeLessThanOrEqual(REPLY_NAME_MAX_GRAPHEMES);
    expect(words).toMatch(/\S…$/);
    const exact = 'a'.repeat(REPLY_NAME_MAX_GRAPHEMES);
    expect(replyName(exact)).toBe(exact);
  });

  it('cuts on whole emoji, flags and letters with their marks, never inside one', () => {
    for (const unit of ['👍🏽', '🇹🇳', 'e\u0301', '👨\u200D👩\u200D👧', 'ب\u064E']) {
      const name = replyName(unit.repeat(60));
      expect(name).toBe(`${unit.repeat(REPLY_NAME_MAX_GRAPHEMES - 1)}…`);
      expect(name).not.toMatch(/\p{Cs}/u);
      expect(() => encodeURIComponent(name)).not.toThrow();
    }
  });
});
