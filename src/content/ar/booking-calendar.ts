/** Arabic: the words of the calendar files of a member's booked sessions (.ics): the event's title and the file's name. */

import type * as English from '../booking-calendar';
import type { BookingCalendarWords } from '../booking-calendar';
import type { TranslationOf } from '../translation';

export const bookingCalendar: BookingCalendarWords = {
  bookedSummary: (className) => `محجوز: حصة ${className} في Rivage Gym`,
  // A slug keeps Latin letters only: the file is named by the date.
  bookedFileWords: (_className, isoDate) => `booked ${isoDate}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./booking-calendar')>;
