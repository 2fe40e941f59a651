/** What members say, in Arabic, by testimonial id. */
import type { TestimonialId } from '../testimonials-facts';
import type { TestimonialWords } from '../testimonials-types';
import type * as English from '../testimonials-words';
import type { TranslationOf, WordsById } from '../translation';

export const testimonialWords: WordsById<TestimonialId, TestimonialWords> = {
  'amira-jaziri': {
    text: 'جئت أوّل مرة بسبب ظهري، بعد أيام طويلة أقضيها واقفة في القسم. بعد عامين، صرت أرفع الأثقال مرّتين في الأسبوع، وأنام أفضل، وما زال المدرّبون يسألونني كلّ يوم اثنين عن حال ركبتي.',
    name: 'أميرة الجزيري',
    job: 'معلّمة في مدرسة ابتدائية',
    imageAlt: 'صورة أميرة الجزيري',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./testimonials-words')>;
