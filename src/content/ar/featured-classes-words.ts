/** Arabic names of the home page's class tiles, by tile id. */
import type { FeaturedClassId } from '../featured-classes-facts';
import type * as English from '../featured-classes-words';
import type { TranslationOf, WordsById } from '../translation';

export const featuredClassNames: WordsById<FeaturedClassId, string> = {
  cycling: 'ركوب الدراجات',
  karate: 'الكاراتيه',
  power: 'تمارين القوة',
  meditation: 'التأمل',
  'martial-arts': 'فنون القتال',
  workout: 'التمارين',
};

export type Complete = TranslationOf<typeof English, typeof import('./featured-classes-words')>;
