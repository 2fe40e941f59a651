/**
 * Where visitors chat with the gym: facts, the same in every language (no language swaps a
 * `-facts` module). Apart from site-facts.ts because only the contact page and the home page's
 * call banner show the chat links: in site-facts.ts they would ride in every page's first load.
 */
import { facebookPage } from './site-facts';

/**
 * The WhatsApp number (any printed international form; the link keeps its digits) and the
 * Facebook page's username Messenger opens (m.me).
 */
export interface ChatFacts {
  whatsApp: string;
  messengerPage: string;
}

export const chatFacts: ChatFacts = {
  // WhatsApp is usually a mobile, not the desk's line: its number as printed, with the country
  // code (the link keeps the digits only).
  whatsApp: '+216 98 000 000',
  // Messenger opens the Facebook page the footer links (m.me/<page>).
  messengerPage: facebookPage,
};
