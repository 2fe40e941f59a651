/** The gym's three coaches. They also teach the classes and write the blog. */
import karimTrabelsi from '@/assets/images/trainers/karim-trabelsi.svg?w=360;720&picture';
import salmaBenAmor from '@/assets/images/trainers/salma-ben-amor.svg?w=360;720&picture';
import youssefGharbi from '@/assets/images/trainers/youssef-gharbi.svg?w=360;720&picture';
import type { Trainer } from './types';

export const trainers = [
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
] as const satisfies readonly Trainer[];

export type TrainerId = (typeof trainers)[number]['id'];

export function trainerById(id: TrainerId | string): Trainer {
  const trainer = trainers.find((candidate) => candidate.id === id);
  if (!trainer) throw new Error(`No trainer with id "${id}"`);
  return trainer;
}
