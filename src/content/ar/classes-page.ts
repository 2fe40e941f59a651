/** Arabic: the words of the classes page around its cards (the classes themselves: classes.ts). */

import type * as English from '../classes-page';
import type { ClassesPageContent } from '../classes-page';
import type { TranslationOf } from '../translation';

/** "8 حصص", "12 حصة": the counted noun agrees with the number. */
function classes(count: number): string {
  if (count === 1) return 'حصة واحدة';
  if (count === 2) return 'حصتان';
  if (count >= 3 && count <= 10) return `${count} حصص`;
  return `${count} حصة`;
}

export const classesPage: ClassesPageContent = {
  title: 'الحصص',
  description: 'اثنتا عشرة حصة أسبوعية في Rivage Gym بالمهدية، من ركوب الدراجات والملاكمة إلى اليوغا والتأمل.',
  eyebrow: 'حصصنا',
  heading: 'اختر حصتك',
  intro: 'اثنتا عشرة حصة في الأسبوع، يقود كلًّا منها أحد مدرّبينا. اختر حصتك، واضغط «انضمّ الآن»، وأخبرنا متى تحبّ أن تبدأ.',
  showingSome: (shown, total) => `عرض ${shown} من أصل ${classes(total)}`,
  showingAll: (total) => `عرض جميع الحصص: ${classes(total)}`,
  showMore: 'عرض المزيد',
  showLess: 'عرض أقل',
  every: 'أسبوعيًا: ',
  dayAndHours: (weekday, hours) => `${weekday}، ${hours}`,
  trainer: 'بإشراف ',
  joinNow: 'انضمّ الآن',
  joinLabel: (className) => `انضمّ الآن: ${className}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./classes-page')>;
