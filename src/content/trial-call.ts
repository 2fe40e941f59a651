/** The words of every "Book a free trial" call (timetable rows, class cards, pricing, the home hero). */
import type { TrialCallContent } from './types';

export const trialCall: TrialCallContent = {
  book: 'Book a free trial',
  bookClass: (className) => `Book a free trial: ${className}`,
  bookSlot: (className, hours) => `Book a free trial: ${className}, ${hours}`,
  pricingIntro: 'Not sure yet? Try one class first, free.',
};
