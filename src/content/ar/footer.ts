/** Arabic: the footer's "Our Classes" list and the privacy policy's name. */

import type * as English from '../footer';
import type { TranslationOf } from '../translation';

export const footerClassNames: readonly string[] = [
  'حصص اللياقة البدنية',
  'حصص الأيروبيك',
  'يوغا القوة',
  'تعلّم استعمال الأجهزة',
  'تقوية الجسم كاملًا',
];

/** The privacy policy's name: the footer's link to it, the policy page's title and the links under the forms. */
export const PRIVACY_POLICY_LABEL = 'سياسة الخصوصية';

export type Complete = TranslationOf<typeof English, typeof import('./footer')>;
