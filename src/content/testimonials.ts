/** What members say, as the home page shows it: testimonials-facts.ts worded by testimonials-words.ts. No translation. */
import { testimonialFacts } from './testimonials-facts';
import type { Testimonial } from './testimonials-types';
import { testimonialWords } from './testimonials-words';

export const testimonials: readonly Testimonial[] = testimonialFacts.map((testimonial) => ({
  id: testimonial.id,
  ...testimonialWords[testimonial.id],
  image: testimonial.image,
}));
