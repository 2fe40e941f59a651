/** Arabic words for a part of a page that failed to download or to render, and what to do about it. */
import type * as English from '../load-failures';
import type { LoadFailuresContent } from '../load-failures';
import type { TranslationOf } from '../translation';

export const loadFailures: LoadFailuresContent = {
  retry: 'أعد المحاولة',
  page: {
    title: 'لم يتمّ تحميل هذه الصفحة',
    text: 'تعذّر تنزيلها، وربما أنت غير متّصل بالإنترنت. تحقّق من اتصالك، ثم أعد المحاولة.',
  },
  homeLaterSections:
    'لم يكتمل تحميل بقيّة هذه الصفحة، وربما أنت غير متّصل بالإنترنت. روابطها تعمل، وبإمكانك إعادة المحاولة لتحميل عناصرها التفاعلية أيضًا.',
};

// A page that failed while rendering.
export const routeErrorTitle: string = 'حدث خطأ ما';
export const routeErrorDescription: string = 'تعذّر عرض هذه الصفحة.';
export const routeErrorText: string =
  'تعذّر عرض هذه الصفحة. إن كنت غير متّصل بالإنترنت، فتحقّق من اتصالك؛ وإلّا فإعادة تحميل الصفحة تحلّ المشكلة في أغلب الأحيان.';
export const routeErrorReload: string = 'أعد تحميل الصفحة';
export const routeErrorHome: string = 'العودة إلى الصفحة الرئيسية';

export type Complete = TranslationOf<typeof English, typeof import('./load-failures')>;
