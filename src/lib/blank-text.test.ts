import { expect, it } from 'vitest';
import { isBlank } from './blank-text';

it('counts spaces of every kind, line breaks and control characters as nothing typed', () => {
  for (const text of ['', '   ', '\t\n\r', '\u00a0\u2003\u3000', '\u0000\u0007']) {
    expect(isBlank(text), JSON.stringify(text)).toBe(true);
  }
  for (const text of ['a', '  Amira ', 'أميرة', '\u0007x']) {
    expect(isBlank(text), JSON.stringify(text)).toBe(false);
  }
});
