/**
 * The words of the WhatsApp and Messenger links on the contact page and the home page's call
 * banner. The number and the Facebook page they open are facts (site-facts.ts); the first line
 * each chat opens with is words, typed in the page's language for the visitor to send or change.
 */
import { siteFacts } from './site-facts';

/** One chat link's words: its visible name, and the accessible name that says where it leads. */
export interface ChatChannelWords {
  label: string;
  accessibleName: string;
}

/** The words of the WhatsApp and Messenger links; the number and page are facts (chat-facts.ts). */
export interface ChatLinksWords {
  whatsApp: ChatChannelWords;
  messenger: ChatChannelWords;
  /** The first line each chat opens with, typed for the visitor, who can change it before sending. */
  firstLine: string;
}

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
