/** Arabic words of the three coaches, by coach id: names in Arabic letters (portraits: trainers-facts.ts). */
import type { TrainerId } from '../trainers-facts';
import type { TrainerWords } from '../trainers-types';
import type * as English from '../trainers-words';
import type { TranslationOf, WordsById } from '../translation';

export const trainerWords: WordsById<TrainerId, TrainerWords> = {
  'salma-ben-amor': {
    name: 'سلمى بن عمر',
    job: 'مدرّبة يوغا',
    imageAlt: 'صورة المدرّبة سلمى بن عمر',
  },
  'karim-trabelsi': {
    name: 'كريم الطرابلسي',
    job: 'مدرّب كروسفيت',
    imageAlt: 'صورة المدرّب كريم الطرابلسي',
  },
  'youssef-gharbi': {
    name: 'يوسف الغربي',
    job: 'مدرّب شخصي',
    imageAlt: 'صورة المدرّب يوسف الغربي',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./trainers-words')>;
