/** Arabic words of the navbar's side panel (the contact details themselves come from site.ts). */
import type * as English from '../side-panel';
import type { TranslationOf } from '../translation';

export const sidePanel = {
  aboutHeading: 'من نحن',
  about:
    'نادي Rivage Gym فضاء رياضي للجميع على كورنيش المهدية. يُعدّ لك مدرّبونا وأخصّائيو التغذية برنامجًا على مقاسك، سواء كنت ترفع أوّل قضيب أثقال في حياتك أو تستعدّ لنصف ماراطون الساحل.',
  galleryHeading: 'معرض الصور',
  galleryLink: 'شاهد كلّ الصور',
  contactHeading: 'معلومات الاتصال',
};

export type Complete = TranslationOf<typeof English, typeof import('./side-panel')>;
