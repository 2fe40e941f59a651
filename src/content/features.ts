/** The home page's feature cards: features-facts.ts worded by features-words.ts. No translation. */
import { featureFacts } from './features-facts';
import type { Feature } from './features-types';
import { featureWords } from './features-words';

export const features: readonly Feature[] = featureFacts.map((feature) => ({
  id: feature.id,
  ...featureWords[feature.id],
  image: feature.image,
}));
