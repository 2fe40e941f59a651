import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY, NAME_MAX_LENGTH, toEnquiry, validateEnquiry } from './enquiry-rules';

const valid = { ...EMPTY_ENQUIRY, name: 'Amira Jaziri', email: 'amira@example.tn' };

describe('validateEnquiry', () => {
  it('accepts a name and a well-formed e-mail; class and comment are optional', () => {
    expect(validateEnquiry(valid)).toEqual({});
  });

  it('requires the name and the e-mail (spaces alone do not count)', () => {
    expect(validateEnquiry({ ...EMPTY_ENQUIRY, name: '   ' })).toEqual({
      name: 'Enter your full name.',
      email: 'Enter your e-mail address.',
    });
  });

  // The rules refuse these too (firestore.rules, same classes): a valid form is never refused there.
  it('requires a name that prints something: zero-width spaces or a byte-order mark alone are no name', () => {
    for (const name of ['\u200b\u200b', '\ufeff', ' \u2060\u00ad ', '\u3164']) {
      expect(validateEnquiry({ ...valid, name }).name, JSON.stringify(name)).toBe('Enter your full name.');
    }
  });

  it('refuses direction overrides, embeddings and isolates in the name, and says what to do', () => {
    for (const name of ['Amira \u202ehalaS neB', '\u202aAmira', '\u2067أميرة\u2069']) {
      expect(validateEnquiry({ ...valid, name }).name, JSON.stringify(name)).toBe(
        'Your name holds invisible characters that change the direction of text. Type it again rather than pasting it.',
      );
    }
    expect(validateEnquiry({ ...valid, name: 'أميرة بن صالح' })).toEqual({});
  });

  it('refuses line breaks, tabs and other control characters in the name, and says what to do', () => {
    for (const name of ['Amira\nURGENT pay your deposit', 'Amira\tBen Salah', 'Ami\u0007ra', 'Amira\u2028Ben']) {
      expect(validateEnquiry({ ...valid, name }).name, JSON.stringify(name)).toBe(
        'Your name holds a line break or another invisible control character. Type it on one line rather than pasting it.',
      );
    }
    // Leading and trailing ones are trimmed away before sending, as spaces are.
    expect(validateEnquiry({ ...valid, name: '\tAmira Jaziri\n' })).toEqual({});
  });

  it('sends a comment of invisible characters alone as no comment', () => {
    expect(toEnquiry({ ...valid, comment: '\u200b\ufeff\n' }).comment).toBe('');
  });

  it('rejects a malformed e-mail', () => {
    for (const email of [
      'amira',
      'amira@',
      'amira@example',
      '@example.tn',
      'am ira@example.tn',
      'amira@example..tn',
      'amira@exa\u0007mple.tn',
    ]) {
      expect(validateEnquiry({ ...valid, email }).email, email).toBe('Enter an e-mail address like name@example.com.');
    }
  });

  it('refuses an address longer than the database accepts (254 characters)', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(186)}.tn`;
    expect(longest).toHaveLength(254);
    expect(validateEnquiry({ ...valid, email: longest })).toEqual({});
    expect(validateEnquiry({ ...valid, email: `a${longest}` }).email).toMatch(/longer than 254/);
  });

  it('limits the comment to 1000 characters and the name to 100', () => {
    expect(validateEnquiry({ ...valid, comment: 'x'.repeat(1000) })).toEqual({});
    expect(validateEnquiry({ ...valid, comment: 'x'.repeat(1001) }).comment).toBe(
      'Shorten your comment to 1,000 characters or fewer (it has 1,001).',
    );
    expect(validateEnquiry({ ...valid, name: 'n'.repeat(NAME_MAX_LENGTH + 1) }).name).toMatch(/100 characters/);
  });
});

describe('toEnquiry', () => {
  it('trims the values and sends no class as null', () => {
    expect(toEnquiry({ ...valid, name: ' Amira ', comment: ' Hi ', website: 'x' })).toEqual({
      name: 'Amira',
      email: 'amira@example.tn',
      className: null,
      comment: 'Hi',
    });
    expect(toEnquiry({ ...valid, className: 'Boxing' }).className).toBe('Boxing');
  });
});
