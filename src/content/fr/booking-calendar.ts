/** French words of the calendar files of a member's booked sessions (.ics): the event's title and the file's name. */
import type * as English from '../booking-calendar';
import type { BookingCalendarWords } from '../booking-calendar';
import type { TranslationOf } from '../translation';

export const bookingCalendar: BookingCalendarWords = {
  bookedSummary: (className) => `Réservé : ${className} à Rivage Gym`,
  bookedFileWords: (className, isoDate) => `reserve ${className} ${isoDate}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./booking-calendar')>;
