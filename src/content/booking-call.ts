/**
 * The few words of booking a class that are in the page from its first paint: the Book button on
 * timetable rows and class cards. Everything booking says after that loads with the booking
 * (booking.ts); the sign-in pages' line for a visitor sent there by Book is booking-intro.ts.
 */

export interface BookingCallWords {
  /** The button's visible word. */
  book: string;
  /** Its name before the page knows the dates it can book (they depend on today): "Book Yoga, Tuesday 10:00pm". */
  bookSlot: (slotName: string) => string;
}

export const bookingCall: BookingCallWords = {
  book: 'Book',
  bookSlot: (slotName) => `Book ${slotName}`,
};
