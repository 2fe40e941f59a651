/** The home page's three feature cards (About section), in the spec's order. */
import nutritionsImage from '@/assets/images/features/nutritions.svg?w=400;800&picture';
import progressionImage from '@/assets/images/features/progression.svg?w=400;800&picture';
import workoutImage from '@/assets/images/features/workout.svg?w=400;800&picture';
import type { Feature } from './types';

export const features: readonly Feature[] = [
  {
    id: 'progression',
    title: 'Progression',
    description: 'We measure where you start and check in every month, so each block of training builds on the last.',
    image: progressionImage,
  },
  {
    id: 'workout',
    title: 'Workout',
    description: 'Strength, cardio and mobility sessions from 7 am, for first-timers and seasoned lifters alike.',
    image: workoutImage,
  },
  {
    id: 'nutritions',
    title: 'Nutritions',
    description: 'Simple eating plans built on what Mahdia already eats well: fish, olive oil, legumes and fruit.',
    image: nutritionsImage,
  },
];
