import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isWellFormedEmail } from './email-address';

describe('isWellFormedEmail', () => {
  it('accepts ordinary and less ordinary addresses, trimmed', () => {
    for (const email of ['a@b.tn', 'first.last+gym@mail.example.com', ' padded@example.tn ', 'amira@exemple.tn']) {
      expect(isWellFormedEmail(email), email).toBe(true);
    }
  });

  it('refuses what is no address: no @, no dot in the domain, empty parts', () => {
    for (const email of ['nope', 'foo@bar', 'amira@', '@example.tn', 'amira@example.', 'amira@.tn', 'a@example..tn']) {
      expect(isWellFormedEmail(email), email).toBe(false);
    }
  });

  it('refuses spaces, line breaks and control characters inside', () => {
    for (const email of [
      'am ira@example.tn',
      'amira@exa\u00a0mple.tn',
      'amira\n@example.tn',
      'amira@example.tn\u0000x',
      'a\tb@example.tn',
      'a@b.t\u2028n',
    ]) {
      expect(isWellFormedEmail(email), JSON.stringify(email)).toBe(false);
    }
  });

  it('refuses an address longer than 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 68)}.tn`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isWellFormedEmail(longest)).toBe(true);
    expect(isWellFormedEmail(`a${longest}`)).toBe(false);
  });
});
