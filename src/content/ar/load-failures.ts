/** Arabic words for a part of a page that failed to download, and what to do about it. */
import type * as English from '../load-failures';
import type { TranslationOf } from '../translation';

export const loadFailures = {
  retry: 'أعد المحاولة',
  page: {
    title: 'لم يتمّ تحميل هذه الصفحة',
    text: 'تعذّر تنزيلها، وربما أنت غير متّصل بالإنترنت. تحقّق من اتصالك، ثم أعد المحاولة.',
  },
  homeLaterSections:
    'لم يكتمل تحميل بقيّة هذه الصفحة، وربما أنت غير متّصل بالإنترنت. روابطها تعمل، وبإمكانك إعادة المحاولة لتحميل عناصرها التفاعلية أيضًا.',
};

export type Complete = TranslationOf<typeof English, typeof import('./load-failures')>;
