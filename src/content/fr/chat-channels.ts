/** French words of the WhatsApp and Messenger links; the number and page are facts (site-facts.ts). */
import type * as English from '../chat-channels';
import type { ChatLinksWords } from '../chat-channels';
import { siteFacts } from '../site-facts';
import type { TranslationOf } from '../translation';

const { name } = siteFacts;

export const chatLinks: ChatLinksWords = {
  whatsApp: {
    label: 'WhatsApp',
    accessibleName: `WhatsApp : écrire à ${name} (ouvre WhatsApp dans un nouvel onglet)`,
  },
  messenger: {
    label: 'Messenger',
    accessibleName: `Messenger : écrire à ${name} (ouvre Messenger dans un nouvel onglet)`,
  },
  firstLine: `Bonjour ${name}, j’aimerais en savoir plus sur vos cours et vos abonnements.`,
};

export type Complete = TranslationOf<typeof English, typeof import('./chat-channels')>;
