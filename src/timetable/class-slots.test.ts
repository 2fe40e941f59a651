import { describe, expect, it } from 'vitest';
import { weekdays } from '@/lib/weekdays';
import { weeklySchedule } from '@/timetable/weekly-timetable';
import { classSlotById, classSlotId, classSlots, isClassSlotId, MAX_SAVED_SLOTS, SLOT_ID_PATTERN } from './class-slots';

const slotIdPattern = new RegExp(`^(?:${SLOT_ID_PATTERN})$`);

describe('slot ids', () => {
  // Members keep these ids in their users/{uid} document and firestore.rules lists them. If
  // this test fails, the timetable changed an id: every member who saved that class loses it
  // (it is dropped when read), and firestore.rules must list the new ids. Change the list
  // below only for a class that really changed (new day, time or class), never for a rename
  // of display text alone.
  it('stay exactly these, in week order', () => {
    expect(classSlots.map((slot) => slot.id)).toEqual([
      'monday-0900-fitness',
      'monday-2200-body-building',
      'monday-1600-running',
      'monday-1800-cycling',
      'tuesday-0900-boxing',
      'tuesday-2200-yoga',
      'tuesday-1600-crossfit',
      'wednesday-0900-cycling',
      'wednesday-2200-body-building',
      'wednesday-1600-fitness',
      'wednesday-1800-running',
      'thursday-0900-fitness',
      'thursday-2200-body-building',
      'thursday-1600-running',
      'friday-0900-crossfit',
      'friday-2200-karate',
      'friday-1600-meditation',
      'friday-1800-workout',
      'saturday-0900-power-lifting',
      'saturday-2200-boxing',
      'saturday-1600-yoga',
      'sunday-0900-fitness',
      'sunday-2200-body-building',
      'sunday-1600-running',
      'sunday-1800-cycling',
    ]);
  });

  it('are unique and match SLOT_ID_PATTERN', () => {
    const ids = classSlots.map((slot) => slot.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(slotIdPattern);
  });

  it('are built from day, 24-hour start and class slug', () => {
    expect(classSlotId('friday', { hour: 7, minute: 5 }, 'Power Lifting')).toBe('friday-0705-power-lifting');
  });

  it('SLOT_ID_PATTERN refuses other shapes', () => {
    for (const id of [
      'Monday-0900-fitness',
      'monday-900-fitness',
      'monday-2400-fitness',
      'funday-0900-fitness',
      'monday-0900-',
      'monday-0900-body--building',
      ' monday-0900-fitness',
    ]) {
      expect(id).not.toMatch(slotIdPattern);
    }
  });
});

describe('classSlots', () => {
  it('hold one slot for every timetable entry, with its class, trainer and 24-hour times', () => {
    expect(classSlots).toHaveLength(weekdays.reduce((count, day) => count + weeklySchedule[day].length, 0));
    expect(MAX_SAVED_SLOTS).toBe(classSlots.length);
    expect(MAX_SAVED_SLOTS).toBe(25);
    expect(classSlotById('monday-2200-body-building')).toEqual({
      id: 'monday-2200-body-building',
      day: 'monday',
      start: { hour: 22, minute: 0 },
      end: { hour: 23, minute: 0 },
      className: 'Body Building',
      trainerId: 'karim-trabelsi',
      time: '10:00pm-11:00pm',
    });
  });

  it('look up by id, and know nothing else', () => {
    expect(classSlotById('saturday-1600-yoga')?.className).toBe('Yoga');
    expect(classSlotById('saturday-1800-workout')).toBeUndefined();
    expect(isClassSlotId('sunday-1800-cycling')).toBe(true);
    expect(isClassSlotId('sunday-1800-zumba')).toBe(false);
    expect(isClassSlotId(42)).toBe(false);
  });
});
