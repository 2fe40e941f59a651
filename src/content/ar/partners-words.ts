/** The partners' names (the logos' alt text) in Arabic letters. */
import type { PartnerId } from '../partners-facts';
import type * as English from '../partners-words';
import type { TranslationOf, WordsById } from '../translation';

export const partnerNames: WordsById<PartnerId, string> = {
  'limoun-juice-bar': 'محلّ عصائر ليمون',
  'forge-nutrition': 'فورج للتغذية الرياضية',
  'azur-physio': 'عيادة أزور للعلاج الطبيعي',
  'vague-surf-club': 'نادي فاغ لركوب الأمواج',
  'kora-sportswear': 'كورة للملابس الرياضية',
};

export type Complete = TranslationOf<typeof English, typeof import('./partners-words')>;
