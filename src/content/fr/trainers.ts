/** French version of the gym's three coaches (ids as in English; only jobs and alt texts change). */
import karimTrabelsi from '@/assets/images/trainers/karim-trabelsi.svg?w=360;720&picture';
import salmaBenAmor from '@/assets/images/trainers/salma-ben-amor.svg?w=360;720&picture';
import youssefGharbi from '@/assets/images/trainers/youssef-gharbi.svg?w=360;720&picture';
import type * as English from '../trainers';
import type { TranslationOf } from '../translation';
import type { Trainer } from '../types';

/** The coaches' stable ids, the same as in English (classes, blog authors and tests name a coach by them). */
export const trainerIds = ['salma-ben-amor', 'karim-trabelsi', 'youssef-gharbi'] as const;

export type TrainerId = (typeof trainerIds)[number];

export const trainers: readonly (Trainer & { id: TrainerId })[] = [
  {
    id: 'salma-ben-amor',
    name: 'Salma Ben Amor',
    job: 'Coach de yoga',
    image: salmaBenAmor,
    imageAlt: 'Portrait de Salma Ben Amor',
  },
  {
    id: 'karim-trabelsi',
    name: 'Karim Trabelsi',
    job: 'Coach CrossFit',
    image: karimTrabelsi,
    imageAlt: 'Portrait de Karim Trabelsi',
  },
  {
    id: 'youssef-gharbi',
    name: 'Youssef Gharbi',
    job: 'Coach personnel',
    image: youssefGharbi,
    imageAlt: 'Portrait de Youssef Gharbi',
  },
];

export function trainerById(id: TrainerId | string): Trainer {
  const trainer = trainers.find((candidate) => candidate.id === id);
  if (!trainer) throw new Error(`No trainer with id "${id}"`);
  return trainer;
}

export type Complete = TranslationOf<typeof English, typeof import('./trainers')>;
