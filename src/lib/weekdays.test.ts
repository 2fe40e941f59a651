import { describe, expect, it } from 'vitest';
import { weekdayLabel } from './weekdays';

describe('weekdayLabel', () => {
  it('capitalises the route segment', () => {
    expect(weekdayLabel('saturday')).toBe('Saturday');
  });
});
