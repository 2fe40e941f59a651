/** The home page's class tiles: featured-classes-facts.ts named by featured-classes-words.ts. No translation. */
import { featuredClassFacts } from './featured-classes-facts';
import type { FeaturedClass } from './featured-classes-types';
import { featuredClassNames } from './featured-classes-words';

export const featuredClasses: readonly FeaturedClass[] = featuredClassFacts.map((tile) => ({
  id: tile.id,
  name: featuredClassNames[tile.id],
  day: tile.day,
  time: tile.time,
  image: tile.image,
  ...('trialClass' in tile && { trialClass: tile.trialClass }),
}));
