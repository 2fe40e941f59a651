/**
 * The contact page's own words. The gym's address, phone, e-mail and hours come from site.ts;
 * the enquiry form's words from enquiry-form.ts.
 */
import { site } from './site';
import type { ContactPageContent } from './types';

export const contactPage: ContactPageContent = {
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
