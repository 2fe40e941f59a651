/** The partners' logos as the home page shows them, named by partners-words.ts. No translation. */
import { partnerFacts } from './partners-facts';
import type { Partner } from './partners-types';
import { partnerNames } from './partners-words';

export const partners: readonly Partner[] = partnerFacts.map((partner) => ({
  id: partner.id,
  name: partnerNames[partner.id],
  logo: partner.logo,
  width: partner.width,
  height: partner.height,
}));
