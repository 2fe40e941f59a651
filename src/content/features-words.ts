/** The words of the home page's three feature cards, by card id; their pictures are in features-facts.ts. */
import type { FeatureId } from './features-facts';
import type { FeatureWords } from './features-types';
import type { WordsById } from './translation';

export const featureWords: WordsById<FeatureId, FeatureWords> = {
  progression: {
    title: 'Progression',
    description: 'We measure where you start and check in every month, so each block of training builds on the last.',
  },
  workout: {
    title: 'Workout',
    description: 'Strength, cardio and mobility sessions from 7 am, for first-timers and seasoned lifters alike.',
  },
  nutritions: {
    title: 'Nutritions',
    description: 'Simple eating plans built on what Mahdia already eats well: fish, olive oil, legumes and fruit.',
  },
};
