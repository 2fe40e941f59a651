/**
 * The parts of Firestore Lite the desk reads with (queries, cursors, count aggregations; and
 * deleteField, which only the desk's edits of a timetable change use), apart
 * from ./sdk-firestore so the public forms' Firestore chunk does not carry them. Only ever
 * imported dynamically, by the desk's own modules.
 */
export {
  collection,
  deleteField,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
