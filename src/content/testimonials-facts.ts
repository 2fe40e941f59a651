/**
 * Who the testimonials are from: their ids and portraits, the same in every language (what they
 * say: testimonials-words.ts). The spec has one; the home slider moves between them when there
 * are more.
 */

import amiraJaziri from '@/assets/images/testimonials/amira-jaziri.svg?w=120;240&picture';
import type { TestimonialFacts } from './testimonials-types';

export const testimonialFacts = [
  { id: 'amira-jaziri', image: amiraJaziri },
] as const satisfies readonly TestimonialFacts[];

export type TestimonialId = (typeof testimonialFacts)[number]['id'];
