/** Arabic: the words of the home page's sections 5 to 11 (featured classes to the call banner). */

import type * as English from '../home-lower';
import type { BlogCardWords, CallBanner, JoinBanner, TestimonialSliderWords } from '../home-lower';
import type { SectionIntro } from '../home-types';
import type { TranslationOf } from '../translation';

export const featuredClassesIntro: SectionIntro = {
  eyebrow: 'حصصنا',
  title: 'حصص مختارة',
  intro: 'ستّ من أحبّ الحصص في أسبوعنا، يقود كلًّا منها أحد مدرّبينا.',
};

/** A tile's weekday and time, e.g. "الأربعاء، 09:00–10:00"; both come formatted. */
export const featuredClassWhen = (weekday: string, hours: string): string => `${weekday}، ${hours}`;

export const joinBanner: JoinBanner = {
  title: 'هل تودّ تجربة حصة؟',
  text: 'أخبرنا بالحصة والوقت الذي يناسبك، وسنحجز لك مكانًا.',
  join: 'انضمّ إلينا',
  seeAll: 'شاهد كلّ الحصص',
};

export const pricingIntro: SectionIntro = {
  eyebrow: 'الاشتراكات',
  title: 'اختر اشتراكك',
  intro: 'ثلاثة اشتراكات شهرية بالدينار التونسي. لم تحسم أيّها يناسبك؟ اسألنا في الاستقبال.',
};

export const latestBlogIntro: SectionIntro = {
  eyebrow: 'من المدوّنة',
  title: 'أخبار النادي',
};

export const blogCardWords: BlogCardWords = {
  readMore: 'اقرأ المزيد',
  readMoreAbout: (postTitle) => `: ${postTitle}`,
};

/** The gallery strip's heading for screen readers (the images it shows: gallery-facts.ts). */
export const galleryStrip: { title: string } = {
  title: 'الحياة في Rivage Gym',
};

export const trainersIntro: SectionIntro = {
  eyebrow: 'مدرّبو النادي',
  title: 'فريق من المدرّبين الخبراء',
  intro: 'فريق من المدرّبين الخبراء يساعدك على بلوغ أي هدف، بتوجيه شخصي وتحفيز لا ينقطع!',
};

export const testimonialsIntro: SectionIntro = {
  eyebrow: 'آراء الأعضاء',
  title: 'ماذا يقول أعضاؤنا',
};

export const partnersTitle: string = 'شركاؤنا في المهدية';

export const testimonialSliderWords: TestimonialSliderWords = {
  previous: 'الرأي السابق',
  next: 'الرأي التالي',
  counter: 'الرأي ',
};

export const callBanner: CallBanner = {
  title: 'هل تحتاج إلى مدرّب لياقة؟',
  text: 'اتصل بنا أو راسلنا، وسنختار لك المدرّب المناسب لهدفك.',
  action: 'اشترِ الآن',
};

export type Complete = TranslationOf<typeof English, typeof import('./home-lower')>;
