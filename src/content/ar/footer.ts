/** Arabic: the footer's words, its "Our Classes" list and the privacy policy's name. */
import type * as English from '../footer';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const footerClassNames: readonly string[] = [
  'حصص اللياقة البدنية',
  'حصص الأيروبيك',
  'يوغا القوة',
  'تعلّم استعمال الأجهزة',
  'تقوية الجسم كاملًا',
];

export const classesHeading: string = 'حصصنا';
export const hoursHeading: string = 'أوقات العمل';

// "© 2025 Rivage Gym. جميع الحقوق محفوظة. تصميم <المصمّم>.", around the year and the designer's link.
export const copyrightBeforeYear: string = '© ';
export const copyrightAfterYear: string = ` ${site.name}. جميع الحقوق محفوظة. تصميم `;
export const copyrightAfterDesigner: string = '.';

/** The privacy policy's name: the footer's link to it, the policy page's title and the links under the forms. */
export const PRIVACY_POLICY_LABEL = 'سياسة الخصوصية';

export type Complete = TranslationOf<typeof English, typeof import('./footer')>;
