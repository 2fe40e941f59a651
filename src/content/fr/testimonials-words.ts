/** French version of what members say, by testimonial id. */
import type { TestimonialId } from '../testimonials-facts';
import type { TestimonialWords } from '../testimonials-types';
import type * as English from '../testimonials-words';
import type { TranslationOf, WordsById } from '../translation';

export const testimonialWords: WordsById<TestimonialId, TestimonialWords> = {
  'amira-jaziri': {
    text: 'Je suis venue au début pour mon dos, après de longues journées debout en classe. Deux ans plus tard, je fais de la muscu deux fois par semaine, je dors mieux, et chaque lundi les coachs me demandent encore des nouvelles de mon genou.',
    name: 'Amira Jaziri',
    job: 'Institutrice',
    imageAlt: 'Portrait d’Amira Jaziri',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./testimonials-words')>;
