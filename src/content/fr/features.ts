/** French home page feature cards (About section), in the spec's order. */
import nutritionsImage from '@/assets/images/features/nutritions.svg?w=400;800&picture';
import progressionImage from '@/assets/images/features/progression.svg?w=400;800&picture';
import workoutImage from '@/assets/images/features/workout.svg?w=400;800&picture';
import type * as English from '../features';
import type { TranslationOf } from '../translation';
import type { Feature } from '../types';

export const features: readonly Feature[] = [
  {
    id: 'progression',
    title: 'Progression',
    description:
      'Nous mesurons votre point de départ et faisons le point chaque mois : chaque cycle d’entraînement s’appuie sur le précédent.',
    image: progressionImage,
  },
  {
    id: 'workout',
    title: 'Entraînement',
    description:
      'Des séances de force, de cardio et de mobilité dès 07:00, pour les débutants comme pour les habitués de la fonte.',
    image: workoutImage,
  },
  {
    id: 'nutritions',
    title: 'Nutrition',
    description:
      'Des plans alimentaires simples, fondés sur ce que l’on mange déjà bien à Mahdia : poisson, huile d’olive, légumineuses et fruits.',
    image: nutritionsImage,
  },
];

export type Complete = TranslationOf<typeof English, typeof import('./features')>;
