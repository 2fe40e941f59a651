/** Arabic lines under the sign-up and contact forms that say what happens to what was typed. */

import { privacyFacts } from '../privacy-facts';
import type * as English from '../privacy-notes';
import type { DataUseNote } from '../privacy-notes';
import type { TranslationOf } from '../translation';

/** "n months" with the noun form Arabic grammar gives each number. */
function months(count: number): string {
  if (count === 1) return 'شهر واحد';
  if (count === 2) return 'شهرين';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} أشهر`;
  return lastTwo >= 11 ? `${count} شهرًا` : `${count} شهر`;
}

export const signUpDataNote: DataUseNote = {
  text: 'تحتفظ لنا خدمة غوغل فايربيز بعنوان بريدك الإلكتروني وببصمة مشفّرة لكلمة مرورك، لتشغيل حسابك فقط، إلى أن تطلب منّا حذفه.',
  linkIntro: 'اطّلع على',
  linkOutro: '.',
};

export const enquiryDataNote: DataUseNote = {
  text: `نحفظ اسمك وبريدك الإلكتروني والحصة التي اخترتها وتعليقك لدى غوغل فايربيز للردّ عليك فقط، ونحذفها بعد ${months(privacyFacts.enquiryRetentionMonths)}.`,
  linkIntro: 'اطّلع على',
  linkOutro: '.',
};

export type Complete = TranslationOf<typeof English, typeof import('./privacy-notes')>;
