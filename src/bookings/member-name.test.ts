import { describe, expect, it } from 'vitest';
import { MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';
import { memberNameProblem } from './member-name';

describe('memberNameProblem', () => {
  it('accepts a name of one line, trimmed, up to the limit', () => {
    expect(memberNameProblem('  Amira Ben Salah ')).toBeUndefined();
    expect(memberNameProblem('أميرة بن صالح')).toBeUndefined();
    expect(memberNameProblem('a'.repeat(MEMBER_NAME_MAX_LENGTH))).toBeUndefined();
  });

  it('refuses what the rules refuse: blank, too long, two lines, direction controls', () => {
    expect(memberNameProblem('')).toBe('empty');
    expect(memberNameProblem(' \u200b\u3164 ')).toBe('empty');
    expect(memberNameProblem('a'.repeat(MEMBER_NAME_MAX_LENGTH + 1))).toBe('tooLong');
    expect(memberNameProblem('Amira\nCall me')).toBe('twoLines');
    expect(memberNameProblem('Amira\u202eevil')).toBe('directionControls');
  });
});
