/** French: the Book button's words, in the page from its first paint. */
import type * as English from '../booking-call';
import type { BookingCallWords } from '../booking-call';
import type { TranslationOf } from '../translation';

export const bookingCall: BookingCallWords = {
  book: 'Réserver',
  bookSlot: (slotName) => `Réserver ${slotName}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./booking-call')>;
