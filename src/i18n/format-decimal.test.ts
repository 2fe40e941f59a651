import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it('keeps the English figure exactly: a point and the asked number of decimals', () => {
    expect(formatDecimal(22.857, 1)).toBe('22.9');
    expect(formatDecimal(20, 1)).toBe('20.0');
    expect(formatDecimal(1234.5, 1)).toBe('1234.5');
  });
});
