import { expect, it } from 'vitest';
import { formatNextClassDate } from './format-class-date';

it('writes the issue’s format, in Tunis time', () => {
  expect(formatNextClassDate(new Date('2025-11-24T08:00:00Z'))).toBe('next: Monday 24 November, 9:00');
});

it('keeps two-digit hours and minutes as they are', () => {
  expect(formatNextClassDate(new Date('2026-11-30T21:30:00Z'))).toBe('next: Monday 30 November, 22:30');
});

it('names the Tunis day, not the UTC one, just after midnight', () => {
  // 23:30 UTC on Sunday 22 November is 0:30 on Monday 23 November in Tunis.
  expect(formatNextClassDate(new Date('2026-11-22T23:30:00Z'))).toBe('next: Monday 23 November, 0:30');
});
