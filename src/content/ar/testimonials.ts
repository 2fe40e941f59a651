/** What members say, in Arabic. */
import amiraJaziri from '@/assets/images/testimonials/amira-jaziri.svg?w=120;240&picture';
import type * as English from '../testimonials';
import type { TranslationOf } from '../translation';
import type { Testimonial } from '../types';

export const testimonials: readonly Testimonial[] = [
  {
    id: 'amira-jaziri',
    text: 'جئت أوّل مرة بسبب ظهري، بعد أيام طويلة أقضيها واقفة في القسم. بعد عامين، صرت أرفع الأثقال مرّتين في الأسبوع، وأنام أفضل، وما زال المدرّبون يسألونني كلّ يوم اثنين عن حال ركبتي.',
    name: 'أميرة الجزيري',
    job: 'معلّمة في مدرسة ابتدائية',
    image: amiraJaziri,
    imageAlt: 'صورة أميرة الجزيري',
  },
];

export type Complete = TranslationOf<typeof English, typeof import('./testimonials')>;
