/** What members say, by testimonial id; their portraits are in testimonials-facts.ts. */
import type { TestimonialId } from './testimonials-facts';
import type { TestimonialWords } from './testimonials-types';
import type { WordsById } from './translation';

export const testimonialWords: WordsById<TestimonialId, TestimonialWords> = {
  'amira-jaziri': {
    text: 'I first came for my back, after long days on my feet in the classroom. Two years on I lift twice a week, I sleep better, and the coaches still ask how my knee is doing every Monday.',
    name: 'Amira Jaziri',
    job: 'Primary-school teacher',
    imageAlt: 'Portrait of Amira Jaziri',
  },
};
