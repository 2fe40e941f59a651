/**
 * The gym's three coaches: their ids and portraits, the same in every language (what the pages
 * say of them: trainers-words.ts). They also teach the classes and write the blog.
 */

import karimTrabelsi from '@/assets/images/trainers/karim-trabelsi.svg?w=360;720&picture';
import salmaBenAmor from '@/assets/images/trainers/salma-ben-amor.svg?w=360;720&picture';
import youssefGharbi from '@/assets/images/trainers/youssef-gharbi.svg?w=360;720&picture';
import type { TrainerFacts } from './trainers-types';

export const trainerFacts = [
  { id: 'salma-ben-amor', image: salmaBenAmor },
  { id: 'karim-trabelsi', image: karimTrabelsi },
  { id: 'youssef-gharbi', image: youssefGharbi },
] as const satisfies readonly TrainerFacts[];

/** The coaches' stable ids (classes, blog authors and tests name a coach by them). */
export type TrainerId = (typeof trainerFacts)[number]['id'];
