/** What members say. The spec has one; the home slider moves between them when there are more. */
import amiraJaziri from '@/assets/images/testimonials/amira-jaziri.svg?w=120;240&picture';
import type { Testimonial } from './types';

export const testimonials: readonly Testimonial[] = [
  {
    id: 'amira-jaziri',
    text: 'I first came for my back, after long days on my feet in the classroom. Two years on I lift twice a week, I sleep better, and the coaches still ask how my knee is doing every Monday.',
    name: 'Amira Jaziri',
    job: 'Primary-school teacher',
    image: amiraJaziri,
    imageAlt: 'Portrait of Amira Jaziri',
  },
];
