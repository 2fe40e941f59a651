/**
 * The classes whose Book the page shows, known from the first render on: the page view's one read
 * of places asks for all their sessions at once, however the live controls' arrival is spread
 * over frames on a busy phone.
 */
import type { ClassSlot } from '@/timetable/class-slots';

const shown = new Map<ClassSlot, number>();

/** A Book for `slot` is on the page until the returned function is called. */
export function showSlot(slot: ClassSlot): () => void {
  shown.set(slot, (shown.get(slot) ?? 0) + 1);
  return () => {
    const left = (shown.get(slot) ?? 1) - 1;
    if (left > 0) shown.set(slot, left);
    else shown.delete(slot);
  };
}

export const slotsOnPage = (): ClassSlot[] => [...shown.keys()];
