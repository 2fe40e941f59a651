import { describe, expect, it } from 'vitest';
import { fakeChange } from '../../tests/fake-timetable-changes';
import { classSlotById } from './class-slots';
import { nextClassDate } from './next-class-date';
import { nextClassDateWithChanges, orderFromTodayWithChanges, sessionChanges } from './session-changes';

function slot(id: string) {
  const found = classSlotById(id);
  if (!found) throw new Error(`No slot ${id}`);
  return found;
}

// Friday 27 November 2026: Karate 22:00-23:00, Crossfit 9:00-10:00 (Tunis, UTC+1).
const karate = slot('friday-2200-karate');
const crossfit = slot('friday-0900-crossfit');
const FRIDAY = '2026-11-27';
const cancelKarate = fakeChange({ kind: 'cancelled', slotId: karate.id, date: FRIDAY });

describe('sessionChanges', () => {
  it('says nothing changed without changes, at the slot’s own times', () => {
    expect(sessionChanges(karate, FRIDAY, [])).toEqual({
      cancelled: undefined,
      moved: undefined,
      substitute: undefined,
      excludedBy: undefined,
      isOff: false,
      start: karate.start,
      end: karate.end,
    });
  });

  it('finds a cancellation of this session only: not another date, not another slot', () => {
    expect(sessionChanges(karate, FRIDAY, [cancelKarate])).toMatchObject({ cancelled: cancelKarate, isOff: true });
    expect(sessionChanges(karate, '2026-12-04', [cancelKarate]).isOff).toBe(false);
    expect(sessionChanges(crossfit, FRIDAY, [cancelKarate]).isOff).toBe(false);
  });

  it('moves the session to its new time the same day', () => {
    const moved = fakeChange({ kind: 'moved', slotId: karate.id, date: FRIDAY, start: '19:00', end: '20:30' });
    expect(sessionChanges(karate, FRIDAY, [moved])).toMatchObject({
      moved,
      isOff: false,
      start: { hour: 19, minute: 0 },
      end: { hour: 20, minute: 30 },
    });
  });

  it('names the substitute coach, and the latest of two changes of one kind counts', () => {
    const first = fakeChange(
      { kind: 'substitute', slotId: karate.id, date: FRIDAY, trainerId: 'karim-trabelsi' },
      { updatedAt: new Date('2026-11-20T10:00:00Z') },
    );
    const second = fakeChange(
      { kind: 'substitute', slotId: karate.id, date: FRIDAY, trainerId: 'salma-ben-amor' },
      { updatedAt: new Date('2026-11-21T10:00:00Z') },
    );
    expect(sessionChanges(karate, FRIDAY, [second, first]).substitute).toBe(second);
    expect(sessionChanges(karate, FRIDAY, [first, second]).substitute).toBe(second);
  });

  it('is off when special hours close the day, over a date range', () => {
    const closed = fakeChange({ kind: 'hours', from: '2026-11-26', to: '2026-11-28', closed: true });
    expect(sessionChanges(crossfit, FRIDAY, [closed])).toMatchObject({ excludedBy: closed, isOff: true });
    expect(sessionChanges(crossfit, '2026-12-04', [closed]).isOff).toBe(false);
  });

  it('is off when special hours leave the session out, and on when it fits them (as moved)', () => {
    const short = fakeChange({
      kind: 'hours',
      from: FRIDAY,
      to: FRIDAY,
      closed: false,
      opens: '08:00',
      closes: '21:00',
    });
    expect(sessionChanges(crossfit, FRIDAY, [short]).isOff).toBe(false);
    expect(sessionChanges(karate, FRIDAY, [short])).toMatchObject({ excludedBy: short, isOff: true });
    const moved = fakeChange({ kind: 'moved', slotId: karate.id, date: FRIDAY, start: '19:00', end: '20:00' });
    expect(sessionChanges(karate, FRIDAY, [short, moved]).isOff).toBe(false);
    // Ending exactly at closing time fits.
    const early = fakeChange({ kind: 'moved', slotId: karate.id, date: FRIDAY, start: '20:00', end: '21:00' });
    expect(sessionChanges(karate, FRIDAY, [short, early]).isOff).toBe(false);
  });
});

describe('nextClassDateWithChanges', () => {
  // Wednesday 25 November 2026, noon in Tunis.
  const WEDNESDAY_NOON = new Date('2026-11-25T11:00:00Z');

  it('is nextClassDate when nothing changed', () => {
    const next = nextClassDateWithChanges(karate, WEDNESDAY_NOON, []);
    expect({ start: next.start, end: next.end }).toEqual(nextClassDate(karate, WEDNESDAY_NOON));
    expect(next.date).toBe(FRIDAY);
  });

  it('skips a cancelled date for the week after', () => {
    const next = nextClassDateWithChanges(karate, WEDNESDAY_NOON, [cancelKarate]);
    expect(next.date).toBe('2026-12-04');
    expect(next.start).toEqual(new Date('2026-12-04T21:00:00Z'));
  });

  it('skips several weeks closed by one range of special hours', () => {
    const closed = fakeChange({ kind: 'hours', from: FRIDAY, to: '2026-12-05', closed: true });
    expect(nextClassDateWithChanges(karate, WEDNESDAY_NOON, [closed]).date).toBe('2026-12-11');
  });

  it('takes a moved session at its new time, and counts it only until it starts', () => {
    const moved = fakeChange({ kind: 'moved', slotId: karate.id, date: FRIDAY, start: '19:00', end: '20:00' });
    expect(nextClassDateWithChanges(karate, WEDNESDAY_NOON, [moved])).toMatchObject({
      date: FRIDAY,
      start: new Date('2026-11-27T18:00:00Z'),
      end: new Date('2026-11-27T19:00:00Z'),
    });
    // Friday 19:30 in Tunis: the moved class has started, although 22:00 has not come.
    expect(nextClassDateWithChanges(karate, new Date('2026-11-27T18:30:00Z'), [moved]).date).toBe('2026-12-04');
  });

  it('reads today in Tunis across midnight: Friday 23:30 UTC is already Saturday', () => {
    const saturday = slot('saturday-0900-power-lifting');
    const cancelled = fakeChange({ kind: 'cancelled', slotId: saturday.id, date: '2026-11-28' });
    expect(nextClassDateWithChanges(saturday, new Date('2026-11-27T23:30:00Z'), [cancelled]).date).toBe('2026-12-05');
  });

  it('orders a week by the sessions that take place', () => {
    const order = orderFromTodayWithChanges([karate, crossfit], new Date('2026-11-27T07:00:00Z'), [
      fakeChange({ kind: 'cancelled', slotId: crossfit.id, date: FRIDAY }),
    ]);
    expect(order.map(({ slot: { id }, date }) => [id, date])).toEqual([
      [karate.id, FRIDAY],
      [crossfit.id, '2026-12-04'],
    ]);
  });
});
