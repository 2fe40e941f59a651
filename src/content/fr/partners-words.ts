/** The partners' names on French pages: the trade names printed on the logos, so they stay as written. */
import type { PartnerId } from '../partners-facts';
import type * as English from '../partners-words';
import type { TranslationOf, WordsById } from '../translation';

export const partnerNames: WordsById<PartnerId, string> = {
  'limoun-juice-bar': 'Limoun Juice Bar',
  'forge-nutrition': 'Forge Sports Nutrition',
  'azur-physio': 'Azur Physiotherapy Clinic',
  'vague-surf-club': 'Vague Surf Club',
  'kora-sportswear': 'Kora Sportswear',
};

export type Complete = TranslationOf<typeof English, typeof import('./partners-words')>;
