/** French names of the home page's class tiles, by tile id. */
import type { FeaturedClassId } from '../featured-classes-facts';
import type * as English from '../featured-classes-words';
import type { TranslationOf, WordsById } from '../translation';

export const featuredClassNames: WordsById<FeaturedClassId, string> = {
  cycling: 'Cycling',
  karate: 'Karaté',
  power: 'Force',
  meditation: 'Méditation',
  'martial-arts': 'Arts martiaux',
  workout: 'Workout',
};

export type Complete = TranslationOf<typeof English, typeof import('./featured-classes-words')>;
