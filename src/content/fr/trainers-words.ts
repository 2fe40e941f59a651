/** French words of the three coaches, by coach id (portraits: trainers-facts.ts). */
import type { TrainerId } from '../trainers-facts';
import type { TrainerWords } from '../trainers-types';
import type * as English from '../trainers-words';
import type { TranslationOf, WordsById } from '../translation';

export const trainerWords: WordsById<TrainerId, TrainerWords> = {
  'salma-ben-amor': {
    name: 'Salma Ben Amor',
    job: 'Coach de yoga',
    imageAlt: 'Portrait de Salma Ben Amor',
  },
  'karim-trabelsi': {
    name: 'Karim Trabelsi',
    job: 'Coach CrossFit',
    imageAlt: 'Portrait de Karim Trabelsi',
  },
  'youssef-gharbi': {
    name: 'Youssef Gharbi',
    job: 'Coach personnel',
    imageAlt: 'Portrait de Youssef Gharbi',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./trainers-words')>;
