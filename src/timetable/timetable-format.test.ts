import { describe, expect, it } from 'vitest';
import { formatClassHours, formatClassTime, weekdayName } from './timetable-format';

// Unit tests run the English build; French and Arabic: src/i18n/format-locales.test.ts and e2e/languages.spec.ts.
describe('English timetable formats keep the spec exactly', () => {
  it('writes timetable times as the spec does', () => {
    expect(formatClassHours('9:00am-10:00am')).toBe('9:00am-10:00am');
    expect(formatClassTime('6:00pm')).toBe('6:00pm');
  });

  it('names weekdays', () => {
    expect(weekdayName('monday')).toBe('Monday');
    expect(weekdayName('sunday')).toBe('Sunday');
  });
});
