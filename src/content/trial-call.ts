/** The words of every "Book a free trial" call (timetable rows, class cards, pricing, the home hero). */

/** The words of every "Book a free trial" call: timetable rows, class cards, pricing, the home hero. */
export interface TrialCallContent {
  book: string;
  /** The call's accessible name where several stand on one page, e.g. "Book a free trial: Fitness". */
  bookClass: (className: string) => string;
  /** A timetable row's call: the class and its time, as the row shows them. */
  bookSlot: (className: string, hours: string) => string;
  /** The pricing page's line beside the plans, before the call. */
  pricingIntro: string;
}

export const trialCall: TrialCallContent = {
  book: 'Book a free trial',
  bookClass: (className) => `Book a free trial: ${className}`,
  bookSlot: (className, hours) => `Book a free trial: ${className}, ${hours}`,
  pricingIntro: 'Not sure yet? Try one class first, free.',
};
