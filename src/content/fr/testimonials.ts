/** French version of what members say. */
import amiraJaziri from '@/assets/images/testimonials/amira-jaziri.svg?w=120;240&picture';
import type * as English from '../testimonials';
import type { TranslationOf } from '../translation';
import type { Testimonial } from '../types';

export const testimonials: readonly Testimonial[] = [
  {
    id: 'amira-jaziri',
    text: 'Je suis venue au début pour mon dos, après de longues journées debout en classe. Deux ans plus tard, je fais de la muscu deux fois par semaine, je dors mieux, et chaque lundi les coachs me demandent encore des nouvelles de mon genou.',
    name: 'Amira Jaziri',
    job: 'Institutrice',
    image: amiraJaziri,
    imageAlt: 'Portrait d’Amira Jaziri',
  },
];

export type Complete = TranslationOf<typeof English, typeof import('./testimonials')>;
