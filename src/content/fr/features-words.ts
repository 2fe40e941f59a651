/** French words of the home page's feature cards, by card id. */
import type { FeatureId } from '../features-facts';
import type { FeatureWords } from '../features-types';
import type * as English from '../features-words';
import type { TranslationOf, WordsById } from '../translation';

export const featureWords: WordsById<FeatureId, FeatureWords> = {
  progression: {
    title: 'Progression',
    description:
      'Nous mesurons votre point de départ et faisons le point chaque mois : chaque cycle d’entraînement s’appuie sur le précédent.',
  },
  workout: {
    title: 'Entraînement',
    description:
      'Des séances de force, de cardio et de mobilité dès 07:00, pour les débutants comme pour les habitués de la fonte.',
  },
  nutritions: {
    title: 'Nutrition',
    description:
      'Des plans alimentaires simples, fondés sur ce que l’on mange déjà bien à Mahdia : poisson, huile d’olive, légumineuses et fruits.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./features-words')>;
