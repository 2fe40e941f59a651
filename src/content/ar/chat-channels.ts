/** Arabic words of the WhatsApp and Messenger links; the number and page are facts (site-facts.ts). */
import type * as English from '../chat-channels';
import type { ChatLinksWords } from '../chat-channels';
import { siteFacts } from '../site-facts';
import type { TranslationOf } from '../translation';

const { name } = siteFacts;

export const chatLinks: ChatLinksWords = {
  whatsApp: {
    label: 'واتساب',
    accessibleName: `واتساب: راسل ${name} (يفتح واتساب في علامة تبويب جديدة)`,
  },
  messenger: {
    label: 'ماسنجر',
    accessibleName: `ماسنجر: راسل ${name} (يفتح ماسنجر في علامة تبويب جديدة)`,
  },
  firstLine: `مرحبًا ${name}، أودّ أن أعرف المزيد عن حصصكم واشتراكاتكم.`,
};

export type Complete = TranslationOf<typeof English, typeof import('./chat-channels')>;
