/**
 * The contact page's words with the hours line made from the facts of contact-facts.ts, worded by
 * contact-words.ts (swapped for the page's language). This module has no translation.
 */

import { contactHours as hours } from './contact-facts';
import type { ContactPageContent } from './contact-types';
import { contactHours, contactPage as words } from './contact-words';
import { type Ends, weekdays } from './site-words';

const { days, opens, closes } = hours;

export const contactPage: ContactPageContent = {
  ...words,
  hours: contactHours(weekdays[days[0]], weekdays[days[days.length - 1] as Ends<typeof days>], opens, closes),
};
