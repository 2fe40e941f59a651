/** The names of the home page's six class tiles, by tile id; their days, times and pictures are in featured-classes-facts.ts. */
import type { FeaturedClassId } from './featured-classes-facts';
import type { WordsById } from './translation';

export const featuredClassNames: WordsById<FeaturedClassId, string> = {
  cycling: 'Cycling',
  karate: 'Karate',
  power: 'Power',
  meditation: 'Meditation',
  'martial-arts': 'Martial Arts',
  workout: 'Workout',
};
