/**
 * Live timetable changes in the e2e runs: written straight into the Firestore emulator
 * as staff would have posted them from the desk (the owner's token passes the rules, so a spec
 * can set the scene without the desk), removed afterwards, and the pages' reads of them counted.
 */
import type { Page } from '@playwright/test';
import { TIMETABLE_CHANGES_COLLECTION } from '../../src/firebase/timetable-changes-query';
import { spellDayAndMonth } from '../../src/i18n/date-words';
import { classSlots } from '../../src/timetable/class-slots';
import { endOfGymDay, type GymDate, gymDateOf, wallClockOfDate } from '../../src/timetable/gym-date';
import { nextClassDate } from '../../src/timetable/next-class-date';
// Types only from the model: its module imports the trainers' pictures, which Node cannot load.
import type { TimetableChangeFields } from '../../src/timetable/timetable-changes';
import { deleteEmulatorDocument, writeEmulatorDocument } from './firestore-wire';

/** The timetable's Friday Karate, the example. */
export const fridayKarate = (() => {
  const slot = classSlots.find((candidate) => candidate.day === 'friday' && candidate.className === 'Karate');
  if (!slot) throw new Error('The timetable has no Friday Karate any more: pick another class for these tests');
  return slot;
})();

/** The slot's next session date at the gym from now (a session counts until it starts). */
export function nextSessionDate(slotId: string, now = new Date()): GymDate {
  const slot = classSlots.find((candidate) => candidate.id === slotId);
  if (!slot) throw new Error(`No class slot ${slotId}`);
  return gymDateOf(nextClassDate(slot, now).start);
}

/** Stores a change under `id` as the desk would have written it (with the record's fields). */
export async function seedTimetableChange(
  id: string,
  change: TimetableChangeFields,
  note?: { text: string; locale: 'en' | 'fr' | 'ar' },
): Promise<void> {
  const now = new Date();
  await writeEmulatorDocument(`${TIMETABLE_CHANGES_COLLECTION}/${id}`, {
    ...change,
    ...(note ? { note } : {}),
    createdAt: now,
    updatedAt: now,
    by: 'e2e-staff',
    // As changeEndsAt: the end of the last gym day the change touches.
    endsAt: endOfGymDay(change.kind === 'hours' ? change.to : change.date),
  });
}

export async function removeTimetableChange(id: string): Promise<void> {
  await deleteEmulatorDocument(`${TIMETABLE_CHANGES_COLLECTION}/${id}`);
}

/** Counts the page's reads of the changes (runQuery requests naming the collection), from now on. */
export function countChangesReads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(':runQuery') && (request.postData() ?? '').includes(TIMETABLE_CHANGES_COLLECTION)) {
      counter.count += 1;
    }
  });
  return counter;
}

/** "Friday 27 November", "vendredi 27 novembre": a gym date spelled by the pages' own speller. */
export function spelledGymDate(date: GymDate, intlLocale: string): string {
  return spellDayAndMonth(wallClockOfDate(date), intlLocale);
}
