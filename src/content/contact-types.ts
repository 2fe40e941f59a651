/** The contact page: its words (contact-words.ts), put together with its hours in contact.ts. */

/** The contact page's words in one language (contact-words.ts); `hours` is made from the facts. */
export type ContactPageWords = Omit<ContactPageContent, 'hours'>;

export interface ContactPageContent {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  intro: string;
  formTitle: string;
  formIntro: string;
  /** What the visitor is told after a successful enquiry: the next step, not just "thanks". */
  nextSteps: string;
  /** The titles of the four blocks of ways to reach the gym. */
  info: { visit: string; hours: string; reach: string; follow: string };
  /** The opening hours under its title, from site-facts.ts (contact.ts words them). */
  hours: string;
  mapHeading: string;
  mapLink: string;
  /** Heard after the map link, which opens a new tab. */
  opensInNewTab: string;
  /** The map frame's title. */
  mapTitle: string;
}
