/** The gym's three coaches. They also teach the classes and write the blog. */
import karimTrabelsi from '@/assets/images/trainers/karim-trabelsi.svg?w=360;720&picture';
import salmaBenAmor from '@/assets/images/trainers/salma-ben-amor.svg?w=360;720&picture';
import youssefGharbi from '@/assets/images/trainers/youssef-gharbi.svg?w=360;720&picture';
import type { Trainer } from './types';

/** The coaches' stable ids (classes, blog authors and tests name a coach by them). */
export const trainerIds = ['salma-ben-amor', 'karim-trabelsi', 'youssef-gharbi'] as const;

export type TrainerId = (typeof trainerIds)[number];

export const trainers: readonly (Trainer & { id: TrainerId })[] = [
  {
    id: 'salma-ben-amor',
    name: 'Salma Ben Amor',
    job: 'Yoga Trainer',
    image: salmaBenAmor,
    imageAlt: 'Portrait of Salma Ben Amor',
  },
  {
    id: 'karim-trabelsi',
    name: 'Karim Trabelsi',
    job: 'Crossfit Trainer',
    image: karimTrabelsi,
    imageAlt: 'Portrait of Karim Trabelsi',
  },
  {
    id: 'youssef-gharbi',
    name: 'Youssef Gharbi',
    job: 'Personal Trainer',
    image: youssefGharbi,
    imageAlt: 'Portrait of Youssef Gharbi',
  },
];

export function trainerById(id: TrainerId | string): Trainer {
  const trainer = trainers.find((candidate) => candidate.id === id);
  if (!trainer) throw new Error(`No trainer with id "${id}"`);
  return trainer;
}
