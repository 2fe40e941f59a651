/** What the pages say of the gym's three coaches, by coach id; their portraits are in trainers-facts.ts. */
import type { TrainerId } from './trainers-facts';
import type { TrainerWords } from './trainers-types';
import type { WordsById } from './translation';

export const trainerWords: WordsById<TrainerId, TrainerWords> = {
  'salma-ben-amor': {
    name: 'Salma Ben Amor',
    job: 'Yoga Trainer',
    imageAlt: 'Portrait of Salma Ben Amor',
  },
  'karim-trabelsi': {
    name: 'Karim Trabelsi',
    job: 'Crossfit Trainer',
    imageAlt: 'Portrait of Karim Trabelsi',
  },
  'youssef-gharbi': {
    name: 'Youssef Gharbi',
    job: 'Personal Trainer',
    imageAlt: 'Portrait of Youssef Gharbi',
  },
};
