/**
 * The contact page's own words. The gym's address, phone, e-mail and hours are facts
 * (site-facts.ts), worded here and in site-words.ts; contact.ts puts them together. The enquiry
 * form's words are in enquiry-form.ts.
 */

import type { ContactPageWords } from './contact-types';
import { site } from './site';

export const contactPage: ContactPageWords = {
  title: 'Contact Us',
  description: `Visit, call or write to ${site.name} on the ${site.town} seafront, or leave us your details and we will call you back.`,
  eyebrow: 'get in touch',
  headline: 'Come Train With Us by the Sea',
  intro:
    'Drop in for a free tour of the gym, call the front desk, or leave us your details below. Tell us which class you have in mind and a coach will get back to you with a time for your first session.',
  formTitle: 'Leave Us Your Info',
  formIntro: 'Fields marked with * are required. We only use your details to answer you.',
  nextSteps:
    'A coach will reply to your e-mail within one working day (Monday to Friday) to arrange your first session. If you chose a class, they will suggest the next session with a free place.',
  info: { visit: 'Visit Us', hours: 'Opening Hours', reach: 'Call or Write', follow: 'Follow Us' },
  mapHeading: 'Find Us',
  mapLink: 'Open the map on OpenStreetMap',
  opensInNewTab: '(opens in a new tab)',
  mapTitle: `Map of the ${site.name} location on the ${site.town} seafront`,
};

/** "07:00" → "7:00 am", "13:30" → "1:30 pm". */
function twelveHourClock(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = Number(hours);
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * The hours line under "Opening Hours", from the first and last day (already worded) and 24-hour
 * times: the spec's "Mon to Fri 7:30 am - 1:00 am", short day names and 12-hour times. The spec
 * gives the footer other hours; both stand, each where the spec puts it (site-facts.ts).
 */
export const contactHours = (first: string, last: string, opens: string, closes: string): string =>
  `${first.slice(0, 3)} to ${last.slice(0, 3)} ${twelveHourClock(opens)} - ${twelveHourClock(closes)}`;
