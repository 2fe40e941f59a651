/** The gym's three coaches, in Arabic (ids as in English: classes, blog authors and tests name a coach by them). */
import karimTrabelsi from '@/assets/images/trainers/karim-trabelsi.svg?w=360;720&picture';
import salmaBenAmor from '@/assets/images/trainers/salma-ben-amor.svg?w=360;720&picture';
import youssefGharbi from '@/assets/images/trainers/youssef-gharbi.svg?w=360;720&picture';
import type * as English from '../trainers';
import type { TranslationOf } from '../translation';
import type { Trainer } from '../types';

/** The coaches' stable ids (classes, blog authors and tests name a coach by them). */
export const trainerIds = ['salma-ben-amor', 'karim-trabelsi', 'youssef-gharbi'] as const;

export type TrainerId = (typeof trainerIds)[number];

export const trainers: readonly (Trainer & { id: TrainerId })[] = [
  {
    id: 'salma-ben-amor',
    name: 'سلمى بن عمر',
    job: 'مدرّبة يوغا',
    image: salmaBenAmor,
    imageAlt: 'صورة المدرّبة سلمى بن عمر',
  },
  {
    id: 'karim-trabelsi',
    name: 'كريم الطرابلسي',
    job: 'مدرّب كروسفيت',
    image: karimTrabelsi,
    imageAlt: 'صورة المدرّب كريم الطرابلسي',
  },
  {
    id: 'youssef-gharbi',
    name: 'يوسف الغربي',
    job: 'مدرّب شخصي',
    image: youssefGharbi,
    imageAlt: 'صورة المدرّب يوسف الغربي',
  },
];

export function trainerById(id: TrainerId | string): Trainer {
  const trainer = trainers.find((candidate) => candidate.id === id);
  if (!trainer) throw new Error(`No trainer with id "${id}"`);
  return trainer;
}

export type Complete = TranslationOf<typeof English, typeof import('./trainers')>;
