/** The home page's three feature cards (About section), in the spec's order: ids and pictures (words: features-words.ts). */

import nutritionsImage from '@/assets/images/features/nutritions.svg?w=400;800&picture';
import progressionImage from '@/assets/images/features/progression.svg?w=400;800&picture';
import workoutImage from '@/assets/images/features/workout.svg?w=400;800&picture';
import type { FeatureFacts } from './features-types';

export const featureFacts = [
  { id: 'progression', image: progressionImage },
  { id: 'workout', image: workoutImage },
  { id: 'nutritions', image: nutritionsImage },
] as const satisfies readonly FeatureFacts[];

export type FeatureId = (typeof featureFacts)[number]['id'];
