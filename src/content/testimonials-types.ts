/**
 * A testimonial: facts (testimonials-facts.ts) and words (testimonials-words.ts), put together in
 * testimonials.ts.
 */

export interface Testimonial {
  id: string;
  text: string;
  name: string;
  job: string;
  image: ImageAsset;
  imageAlt: string;
}

/** What each language writes of a testimonial, the member's name included (Arabic letters on Arabic pages). */
export type TestimonialWords = Pick<Testimonial, 'text' | 'name' | 'job' | 'imageAlt'>;

export type TestimonialFacts = Omit<Testimonial, keyof TestimonialWords>;
