/**
 * The words of the WhatsApp and Messenger links on the contact page and the home page's call
 * banner. The number and the Facebook page they open are facts (site-facts.ts); the first line
 * each chat opens with is words, typed in the page's language for the visitor to send or change.
 */
import { siteFacts } from './site-facts';
import type { ChatLinksWords } from './types';

const { name } = siteFacts;

export const chatLinks: ChatLinksWords = {
  whatsApp: {
    label: 'WhatsApp',
    accessibleName: `WhatsApp: chat with ${name} (opens WhatsApp in a new tab)`,
  },
  messenger: {
    label: 'Messenger',
    accessibleName: `Messenger: chat with ${name} (opens Messenger in a new tab)`,
  },
  firstLine: `Hello ${name}, I would like to know more about your classes and memberships.`,
};
