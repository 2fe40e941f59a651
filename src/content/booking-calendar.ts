/** The words of the calendar files of a member's booked sessions (.ics): the event's title and the file's name. */
import { site } from './site';

export interface BookingCalendarWords {
  /** A booked session's one event (its title, and the one-session file's calendar name), e.g. "Booked: Cycling at Rivage Gym". */
  bookedSummary: (className: string) => string;
  /**
   * Words of the one-session file's name (after the site's name, as a slug of Latin letters and
   * digits: words in another script leave the session's id instead).
   */
  bookedFileWords: (className: string, isoDate: string) => string;
}

export const bookingCalendar: BookingCalendarWords = {
  bookedSummary: (className) => `Booked: ${className} at ${site.name}`,
  bookedFileWords: (className, isoDate) => `booked ${className} ${isoDate}`,
};
