/**
 * Where class sessions' data lives in Firestore (firestore.rules has a block for each): the
 * public count of each session's places, the visitors holding a trial in it, members' bookings
 * and their list of upcoming sessions, and the sessions that do not take place. Names only, so
 * every module (and the rules tests) can say where without loading the SDK.
 */

/** `sessions/{sessionId}`: places booked, trial places taken, the waitlist (src/timetable/session-count.ts). */
export const SESSIONS_COLLECTION = 'sessions';

/** `sessions/{sessionId}/trials/{uid}`: the one trial a visitor holds in a session. */
export const TRIAL_MARKS_COLLECTION = 'trials';

/** `bookings/{bookingId}`: a member's place, or place in line, in one session. */
export const BOOKINGS_COLLECTION = 'bookings';

/** `memberBookings/{uid}`: a member's upcoming sessions, one booking each, capped. */
export const MEMBER_BOOKINGS_COLLECTION = 'memberBookings';

/** `timetableOff/current`: the sessions cancelled and the days closed, for the rules. */
export const TIMETABLE_OFF_DOCUMENT = 'timetableOff/current';
