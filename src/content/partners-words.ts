/** The partners' names, by partner id: the logos' alt text. The logos are in partners-facts.ts. */
import type { PartnerId } from './partners-facts';
import type { WordsById } from './translation';

export const partnerNames: WordsById<PartnerId, string> = {
  'limoun-juice-bar': 'Limoun Juice Bar',
  'forge-nutrition': 'Forge Sports Nutrition',
  'azur-physio': 'Azur Physiotherapy Clinic',
  'vague-surf-club': 'Vague Surf Club',
  'kora-sportswear': 'Kora Sportswear',
};
