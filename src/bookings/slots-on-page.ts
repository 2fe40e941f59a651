/**
 * The classes whose Book the page shows, known from the first render on: the page view's one read
 * of places asks for all their sessions at once, however the live controls' arrival is spread
 * over frames on a busy phone.
 */
import type { ClassSlot } from '@/timetable/class-slots';

const shown = new Map<ClassSlot, number>();

/**
 * Whether the visitor has shown interest in booking on this page (a pointer over a Book, focus,
 * a touch, a press): every Book of the page then goes live together. A page without Book (the
 * last one gone) starts without it again.
 */
let isWanted = false;
const wantedListeners = new Set<() => void>();

function setWanted(wanted: boolean) {
  if (isWanted === wanted) return;
  isWanted = wanted;
  for (const listener of wantedListeners) listener();
}

export const showInterest = () => setWanted(true);
export const isBookingWanted = () => isWanted;
export function onBookingWantedChange(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** A Book for `slot` is on the page until the returned function is called. */
export function showSlot(slot: ClassSlot): () => void {
  shown.set(slot, (shown.get(slot) ?? 0) + 1);
  return () => {
    const left = (shown.get(slot) ?? 1) - 1;
    if (left > 0) shown.set(slot, left);
    else shown.delete(slot);
    if (shown.size === 0) setWanted(false);
  };
}

export const slotsOnPage = (): ClassSlot[] => [...shown.keys()];
