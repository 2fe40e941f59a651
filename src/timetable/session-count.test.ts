import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION_COUNT, parseSessionCount, placesLeft, trialPlacesLeft, waitlistPosition } from './session-count';

const count = (booked: number, trials: number, queue: string[] = []) => ({ booked, trials, queue });

describe('a session’s places', () => {
  it('leaves the class’s places less those booked and taken by trials: 20 a class, 12 bikes in Cycling', () => {
    expect(placesLeft(EMPTY_SESSION_COUNT, 'Yoga')).toBe(20);
    expect(placesLeft(count(4, 2), 'Yoga')).toBe(14);
    expect(placesLeft(count(10, 1), 'Cycling')).toBe(1);
    expect(placesLeft(count(11, 1), 'Cycling')).toBe(0);
    // A count corrected past the room never reads as negative places.
    expect(placesLeft(count(25, 0), 'Yoga')).toBe(0);
  });

  it('gives trial visitors their share of 3, within the places left', () => {
    expect(trialPlacesLeft(EMPTY_SESSION_COUNT, 'Yoga')).toBe(3);
    expect(trialPlacesLeft(count(0, 2), 'Yoga')).toBe(1);
    expect(trialPlacesLeft(count(0, 3), 'Yoga')).toBe(0);
    expect(trialPlacesLeft(count(11, 0), 'Cycling')).toBe(1);
    expect(trialPlacesLeft(count(12, 0), 'Cycling')).toBe(0);
  });
});

describe('the waitlist', () => {
  it('numbers a booking’s place in line from 1, in the order they joined', () => {
    const line = count(20, 0, ['b1', 'b2', 'b3']);
    expect(waitlistPosition(line, 'b1')).toBe(1);
    expect(waitlistPosition(line, 'b3')).toBe(3);
    expect(waitlistPosition(line, 'b9')).toBeUndefined();
  });

  it('closes up when someone leaves', () => {
    expect(waitlistPosition(count(20, 0, ['b1', 'b3']), 'b3')).toBe(2);
  });
});

describe('parseSessionCount', () => {
  it('reads a stored count, and anything unreadable as nothing booked', () => {
    expect(parseSessionCount({ booked: 3, trials: 1, queue: ['b1'], cause: 'b1' })).toEqual(count(3, 1, ['b1']));
    expect(parseSessionCount(undefined)).toEqual(EMPTY_SESSION_COUNT);
    expect(parseSessionCount({ booked: '3', trials: -1, queue: [7, 'b2'] })).toEqual(count(0, 0, ['b2']));
  });
});
