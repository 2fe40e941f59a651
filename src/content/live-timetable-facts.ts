/**
 * How long a visit keeps the live timetable's answer: the reader's
 * (src/live-timetable/read-timetable-changes.ts) and the privacy policy's number, stated once.
 */
export const CHANGES_KEPT_MINUTES = 5;
