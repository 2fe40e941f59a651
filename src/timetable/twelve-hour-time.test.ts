import { describe, expect, it } from 'vitest';
import { minutesOfDay, parseTwelveHourRange, parseTwelveHourTime } from './twelve-hour-time';

describe('parseTwelveHourTime', () => {
  it.each([
    ['9:00am', 9, 0],
    ['10:00pm', 22, 0],
    ['4:00pm', 16, 0],
    ['6:30pm', 18, 30],
    // Noon and midnight are the 12-hour clock's traps.
    ['12:00am', 0, 0],
    ['12:15pm', 12, 15],
    [' 7:05AM ', 7, 5],
  ])('%s is %i:%i', (text, hour, minute) => {
    expect(parseTwelveHourTime(text)).toEqual({ hour, minute });
  });

  it.each(['', '9am', '9:00', '13:00pm', '0:30am', '9:60am', '09:00 am', 'nine'])('refuses "%s"', (text) => {
    expect(() => parseTwelveHourTime(text)).toThrow(/12-hour time/);
  });
});

describe('parseTwelveHourRange', () => {
  it('reads both ends of a one-hour slot', () => {
    expect(parseTwelveHourRange('9:00am-10:00am')).toEqual({
      start: { hour: 9, minute: 0 },
      end: { hour: 10, minute: 0 },
    });
  });

  it('keeps the spec’s "10:00pm-11:00pm" an evening hour', () => {
    expect(parseTwelveHourRange('10:00pm-11:00pm')).toEqual({
      start: { hour: 22, minute: 0 },
      end: { hour: 23, minute: 0 },
    });
  });

  it.each(['9:00am', '9:00am-10:00am-11:00am', '10:00am-9:00am', '9:00am-9:00am', '11:00pm-12:00am'])(
    'refuses "%s"',
    (text) => {
      expect(() => parseTwelveHourRange(text)).toThrow();
    },
  );
});

it('minutesOfDay counts from midnight', () => {
  expect(minutesOfDay({ hour: 22, minute: 30 })).toBe(1350);
});
