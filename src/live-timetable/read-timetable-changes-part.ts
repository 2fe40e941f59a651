import { optionalPart } from '@/lib/optional-part';

/**
 * The code of the page view's one read of the changes (read-timetable-changes.ts), fetched only
 * after the first paint: it names Firestore's address, which no first load may carry. Shared by
 * the page's parts (use-timetable-changes.ts) and by what a visitor asks for now
 * (timetable-changes-when-known.ts); if it cannot be fetched, the page has no changes to show.
 */
export const readTimetableChangesPart = optionalPart(() => import('./read-timetable-changes'));
